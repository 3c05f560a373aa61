import { useCallback, useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';
import { selectedDate$ } from './selected-date.js';
import { session$ } from './session.js';

/**
 * Subscribes a component to a BehaviorSubject. With `part`, the component reads only that part of each value and
 * re-renders only when the part changes (`Object.is`) — a page's start sends a dozen loading-count and data
 * updates, and each of them re-rendered every subscriber synchronously. `part` returns a primitive or a
 * reference the value holds, never a new object. The server snapshot is the same current value, so the shell's
 * build-time prerender renders what the browser's first render shows.
 */
export function useSubject<T>(subject: BehaviorSubject<T>): T;
export function useSubject<T, P>(subject: BehaviorSubject<T>, part: (value: T) => P): P;
export function useSubject<T, P>(subject: BehaviorSubject<T>, part?: (value: T) => P): T | P {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [subject],
  );
  const current = () => (part ? part(subject.getValue()) : subject.getValue());
  return useSyncExternalStore(subscribe, current, current);
}

export const useSession = () => useSubject(session$);
export const useSelectedDate = () => useSubject(selectedDate$);
