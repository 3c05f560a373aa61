import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';
import { selectedDate$ } from './selected-date.js';
import { session$ } from './session.js';

/**
 * Subscribes a component to a BehaviorSubject; it re-renders on every new value. The server snapshot is the same
 * current value, so the shell's build-time prerender renders what the browser's first render shows.
 */
export function useSubject<T>(subject: BehaviorSubject<T>): T {
  const current = () => subject.getValue();
  return useSyncExternalStore(
    (onChange) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    current,
    current,
  );
}

export const useSession = () => useSubject(session$);
export const useSelectedDate = () => useSubject(selectedDate$);
