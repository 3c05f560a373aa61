import { BehaviorSubject } from 'rxjs';

/** How many page loads are in flight; the shell's overlay shows while it is above zero. */
export const pendingLoads$ = new BehaviorSubject(0);

/** Counts `work` as a page load until it settles. */
export async function trackLoading<T>(work: Promise<T>): Promise<T> {
  pendingLoads$.next(pendingLoads$.getValue() + 1);
  try {
    return await work;
  } finally {
    pendingLoads$.next(pendingLoads$.getValue() - 1);
  }
}
