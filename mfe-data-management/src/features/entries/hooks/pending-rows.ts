import { billingMonthOf, type YearMonth } from '@kaspit/domain';
import { outbox$, useSubject, type PendingWrite } from '@kaspit/shared-auth';
import { useUserLists } from '../../../shared/user-lists.js';
import { KIND_API, type EntryOf, type Kind } from '../logic/kinds.js';

export interface PendingRows<K extends Kind> {
  /** Records created on this device that wait to be sent, in the shown month (the API does not list them yet). */
  created: EntryOf<K>[];
  /** Ids of the kind's records with a write waiting (a create, an edit, a delete, a state change). */
  waiting: Set<string>;
}

const recordOf = (write: PendingWrite, bodyKey: string) =>
  (write.data as Record<string, unknown> | undefined)?.[bodyKey] as { id: string; date?: string } | undefined;

/** What the outbox holds for one kind of record, for the list to show and mark. */
export function usePendingRows<K extends Kind>(kind: K, month: YearMonth): PendingRows<K> {
  const { cycle } = useUserLists();
  const pending = useSubject(outbox$, (state) => state.pending);
  const { path, bodyKey } = KIND_API[kind];
  const own = pending.filter((write) => write.kind === path);
  const created = own
    .filter((write) => write.method === 'POST')
    .map((write) => recordOf(write, bodyKey))
    .filter(
      (record) => record && (kind === 'recurring' || billingMonthOf(record.date as never, cycle) === month),
    );
  return {
    created: created as unknown as EntryOf<K>[],
    waiting: new Set(own.flatMap((write) => (write.recordId ? [write.recordId] : []))),
  };
}
