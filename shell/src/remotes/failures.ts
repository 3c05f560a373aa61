import { BehaviorSubject } from 'rxjs';
import type { RemoteName } from '../areas.js';

/** Remotes that failed to load or mount; their areas show a fallback while the rest of the page works. */
export const failedRemotes$ = new BehaviorSubject<ReadonlySet<RemoteName>>(new Set());

export function markFailed(name: RemoteName): void {
  if (failedRemotes$.getValue().has(name)) return;
  failedRemotes$.next(new Set([...failedRemotes$.getValue(), name]));
}

export function markRecovered(name: RemoteName): void {
  if (!failedRemotes$.getValue().has(name)) return;
  const next = new Set(failedRemotes$.getValue());
  next.delete(name);
  failedRemotes$.next(next);
}
