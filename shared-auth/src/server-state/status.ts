/** Where an area's read stands. */
export type ReadStatus = 'loading' | 'error' | 'ready';

/**
 * A read's status as an area shows it: a failure shows as a failure (with "ניסיון חוזר"), never as an earlier
 * answer; until the first answer, loading.
 */
export function readStatusOf(read: { isError: boolean; data: unknown }): ReadStatus {
  if (read.isError) return 'error';
  return read.data === undefined ? 'loading' : 'ready';
}
