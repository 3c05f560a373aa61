import { BehaviorSubject, Subject } from 'rxjs';
import { readStoredSession } from '../session/stored-session.js';
import { pendingOf, refusedOf, type PendingWrite, type RefusedWrite } from './store.js';

export interface OutboxState {
  /** Writes kept on the device, oldest first (the order they will be sent in). */
  pending: PendingWrite[];
  /** Writes the API refused, with its reason, until the person dismisses them. */
  refused: RefusedWrite[];
}

/** What the signed-in person's outbox holds, in every tab (other tabs' changes arrive over a BroadcastChannel). */
export const outbox$ = new BehaviorSubject<OutboxState>({ pending: [], refused: [] });

/** Fires after the outbox delivered writes, so lists read from the API again. */
export const writesDelivered$ = new Subject<void>();

const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('kaspit-outbox');

export const currentUserId = (): string | undefined => readStoredSession()?.user.id;

/** Reads the outbox again and tells this page; `announce` tells the other tabs too. */
export async function reloadOutbox(announce = false): Promise<void> {
  const userId = currentUserId();
  const before = outbox$.getValue().pending.length;
  const next = userId
    ? { pending: await pendingOf(userId), refused: await refusedOf(userId) }
    : { pending: [], refused: [] };
  outbox$.next(next);
  if (next.pending.length < before) writesDelivered$.next();
  if (announce) channel?.postMessage('changed');
}

let listening = false;

/** Follows other tabs' changes; `onOtherTab` runs after each. */
export function listenToOtherTabs(onOtherTab: () => void): void {
  if (listening || !channel) return;
  listening = true;
  channel.addEventListener('message', () => {
    void reloadOutbox().then(onOtherTab);
  });
}
