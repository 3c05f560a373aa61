import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';
import { selectedDate$ } from './selected-date.js';
import { session$ } from './session.js';

/** Subscribes a component to a BehaviorSubject; it re-renders on every new value. */
export function useSubject<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => subject.getValue(),
  );
}

export const useSession = () => useSubject(session$);
export const useSelectedDate = () => useSubject(selectedDate$);
