import { useMemo } from 'react';
import { useSubject } from '../buses/hooks.js';
import { outbox$ } from './state.js';
import type { PendingWrite } from './store.js';

/** What the outbox holds for one collection of records, for a list to show and mark. */
export interface PendingRecords<T> {
  /** Records created on this device that the API does not list yet, as last edited here, oldest first. */
  created: T[];
  /**
   * Records the API has that were replaced on this device meanwhile, as last replaced here, by id. Optional in the
   * type only (always set; added in a minor, so a caller's own value of this type stays valid).
   */
  edited?: Map<string, T>;
  /** Ids of records the API has whose delete waits on this device (a list leaves them out); always set, as above. */
  deleted?: Set<string>;
  /** Ids of the collection's records with any write waiting (a create, an edit, a delete, a state change). */
  waiting: Set<string>;
}

/**
 * Reads the waiting writes of collection `path` (`/outcomes`) in order: a create adds its record (the body's
 * `bodyKey` part), a later replace of it changes it, a later delete takes it away again.
 */
export function pendingRecordsOf<T extends { id: string }>(
  pending: readonly PendingWrite[],
  path: string,
  bodyKey: string,
): PendingRecords<T> {
  const created = new Map<string, T>();
  const edited = new Map<string, T>();
  const deleted = new Set<string>();
  const waiting = new Set<string>();
  for (const write of pending) {
    if (write.kind !== path || !write.recordId) continue;
    waiting.add(write.recordId);
    const record = (write.data as Record<string, T | undefined> | undefined)?.[bodyKey];
    if (write.method === 'POST' && record) {
      created.set(write.recordId, record);
      deleted.delete(write.recordId); // an undo of a delete
    } else if (write.method === 'PUT' && record && created.has(write.recordId))
      created.set(write.recordId, { ...created.get(write.recordId)!, ...record });
    else if (write.method === 'PUT' && record) edited.set(write.recordId, { ...record, id: write.recordId });
    else if (write.method === 'DELETE') {
      edited.delete(write.recordId);
      // A record made here and deleted before it was sent never reaches the API: nothing to leave out.
      if (!created.delete(write.recordId)) deleted.add(write.recordId);
    }
  }
  return { created: [...created.values()], edited, deleted, waiting };
}

/** The waiting writes to `url` or below it (`/users/u1/budgets`), oldest first. */
export function pendingWritesTo(pending: readonly PendingWrite[], url: string): PendingWrite[] {
  return pending.filter((write) => write.url === url || write.url.startsWith(`${url}/`));
}

/**
 * `pendingWritesTo` for the signed-in person's outbox, following it as it changes (in any tab): for settings that
 * are not records of a collection (a budget, a bank balance, a payment method), which the area marks itself.
 */
export function usePendingWritesTo(url: string): PendingWrite[] {
  const pending = useSubject(outbox$, (state) => state.pending);
  return useMemo(() => pendingWritesTo(pending, url), [pending, url]);
}

/** `pendingRecordsOf` for the signed-in person's outbox, following it as it changes (in any tab). */
export function usePendingRecords<T extends { id: string }>(
  path: string,
  bodyKey: string,
): PendingRecords<T> {
  const pending = useSubject(outbox$, (state) => state.pending);
  return useMemo(() => pendingRecordsOf<T>(pending, path, bodyKey), [pending, path, bodyKey]);
}
