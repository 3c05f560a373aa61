import { lazy, Suspense } from 'react';
import { messages } from '../messages.js';
import { openQuickAdd, useQuickAddOpen } from './store.js';

// The dialog's code arrives when it is first opened, not with /main.
const QuickAddDialog = lazy(() => import('./quick-add-dialog.js'));

/** Opens the quick-add dialog; `place` styles it for the header (phones) or the page. */
export function QuickAddButton({ place }: { place: 'header' | 'page' }) {
  return (
    <button
      type="button"
      className={`shell-button shell-quick-add-open--${place}${place === 'page' ? ' shell-button--primary' : ''}`}
      aria-haspopup="dialog"
      onClick={openQuickAdd}
    >
      {messages.quickAdd.open}
    </button>
  );
}

/** The one quick-add dialog, owned by the layout, shown while open. */
export function QuickAddHost() {
  const open = useQuickAddOpen();
  return open ? (
    <Suspense fallback={null}>
      <QuickAddDialog />
    </Suspense>
  ) : null;
}
