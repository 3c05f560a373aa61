import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { tabs } from '../../../messages.js';
import { UndoBar } from '../../entries/components/undo-bar.js';
import { KindTab } from '../../entries/components/kind-tab.js';

// The page opens on a form; import/export (statement parsing, the issuers' layouts, backups) and the lists are
// chunks of their own, so a first visit's start-up neither waits for them nor runs them. The browser fetches them
// at idle priority once the page's code has arrived (webpackPrefetch), so opening either tab does not wait for the
// network.
const ImportExportTab = lazy(() =>
  import(/* webpackPrefetch: true */ '../../import-export/components/import-export-tab.js').then((m) => ({
    default: m.ImportExportTab,
  })),
);
const ListsTab = lazy(() =>
  import(/* webpackPrefetch: true */ '../../lists/components/lists-tab.js').then((m) => ({
    default: m.ListsTab,
  })),
);

const TABS = ['expense', 'income', 'recurring', 'importExport', 'lists'] as const;
type Tab = (typeof TABS)[number];

/** Tabs from the URL (`?tab=income`), so a link can open the right form. */
const initialTab = (): Tab => {
  const asked = new URLSearchParams(window.location.search).get('tab');
  return (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'expense';
};

/** The data-management area: a tab per kind of data, keyboard-navigable as a tab list (arrows, Home, End). */
export function DataManagementPage() {
  const [tab, setTab] = useState<Tab>(initialTab);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.indexOf(tab);
    // In a right-to-left page the arrow keys move with the reading direction.
    const next: Record<string, number> = {
      ArrowLeft: index + 1,
      ArrowRight: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    const target = TABS[(next[event.key]! + TABS.length) % TABS.length]!;
    setTab(target);
    document.getElementById(`kdm-tab-${target}`)?.focus();
  }

  return (
    <div className="kdm" dir="rtl">
      <div role="tablist" aria-label={tabs.label} className="kdm-tabs" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t}
            id={`kdm-tab-${t}`}
            type="button"
            role="tab"
            aria-selected={tab === t}
            aria-controls="kdm-panel"
            tabIndex={tab === t ? 0 : -1}
            className="kdm-tabs__tab"
            onClick={() => setTab(t)}
          >
            {tabs[t]}
          </button>
        ))}
      </div>
      <div id="kdm-panel" role="tabpanel" aria-labelledby={`kdm-tab-${tab}`} className="kdm-panel">
        {tab === 'expense' && <KindTab kind="expense" />}
        {tab === 'income' && <KindTab kind="income" />}
        {tab === 'recurring' && <KindTab kind="recurring" />}
        <Suspense fallback={null}>
          {tab === 'importExport' && <ImportExportTab />}
          {tab === 'lists' && <ListsTab />}
        </Suspense>
      </div>
      <UndoBar />
    </div>
  );
}
