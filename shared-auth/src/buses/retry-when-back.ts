import { useEffect, useRef } from 'react';
import { backOnline$ } from '../api/connectivity.js';

/**
 * An area whose data failed to load reads it again by itself as soon as the service answers again (the person
 * can still press "ניסיון חוזר" before that).
 */
export function useRetryWhenBack(failed: boolean, retry: () => void): void {
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    if (!failed) return;
    const subscription = backOnline$.subscribe(() => latest.current());
    return () => subscription.unsubscribe();
  }, [failed]);
}
