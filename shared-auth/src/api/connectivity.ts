import { BehaviorSubject } from 'rxjs';
import type { ApiRequestError } from './errors.js';

/**
 * False while the service cannot be reached: no answer in 10 s, a failed connection, or the server saying it is
 * temporarily unavailable (502/503/504); true again on the next answer. The shell shows the connectivity message.
 */
export const online$ = new BehaviorSubject(true);

/** A failure that says nothing about the request or the session, only that the service is out of reach. */
export function isUnreachable(failure: ApiRequestError): boolean {
  return (
    failure.status === undefined || failure.status === 502 || failure.status === 503 || failure.status === 504
  );
}

export function markOnline(up: boolean): void {
  if (online$.getValue() !== up) online$.next(up);
}
