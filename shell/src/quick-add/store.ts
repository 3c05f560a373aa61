import { useSyncExternalStore } from 'react';

/**
 * Whether the quick-add dialog is open, and a count of the expenses it saved: `/main`'s figures read the count so
 * a quick expense shows in its cards at once. The header and `/main` both open the one dialog the layout owns.
 */
let state = { open: false, saved: 0 };
const listeners = new Set<() => void>();

function update(next: Partial<typeof state>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export const openQuickAdd = () => update({ open: true });
export const closeQuickAdd = () => update({ open: false });
export const quickAddSaved = () => update({ open: false, saved: state.saved + 1 });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useQuickAddOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => state.open,
    () => false,
  );

/** Changes each time a quick expense is saved. */
export const useQuickAddSaves = () =>
  useSyncExternalStore(
    subscribe,
    () => state.saved,
    () => 0,
  );
