import { useSyncExternalStore } from 'react';

/**
 * Whether the quick-add dialog is open. The header and `/main` both open the one dialog the layout owns; what it
 * saves reaches `/main`'s figures through the query cache (the write marks them stale).
 */
let state = { open: false };
const listeners = new Set<() => void>();

function update(next: Partial<typeof state>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export const openQuickAdd = () => update({ open: true });
export const closeQuickAdd = () => update({ open: false });

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
