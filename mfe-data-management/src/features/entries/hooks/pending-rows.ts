import { billingMonthOf, type IsoDate, type YearMonth } from '@kaspit/domain';
import { RECORD_API, usePendingRecords, useUserLists, type PendingRecords } from '@kaspit/shared-auth';

import type { EntryOf, Kind } from '../logic/kinds.js';

/** What the outbox holds for one kind of record; its creates only in the shown month (recurring: all). */
export function usePendingRows<K extends Kind>(kind: K, month: YearMonth): PendingRecords<EntryOf<K>> {
  const { cycle } = useUserLists();
  const { path, bodyKey } = RECORD_API[kind];
  const all = usePendingRecords<EntryOf<K>>(path, bodyKey);
  return {
    ...all,
    created: all.created.filter(
      (record) => kind === 'recurring' || billingMonthOf((record as { date: IsoDate }).date, cycle) === month,
    ),
  };
}
