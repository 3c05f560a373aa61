import type { LedgerRow, LedgerSort } from './ledger-rows.js';

/** The orders the API can page in; the ledger sorts by these on the server. */
export type ServerSortKey = 'date' | 'amount';
export const SERVER_SORTS: ServerSortKey[] = ['date', 'amount'];

const TYPE_ORDER = { expense: 0, income: 1, recurring: 2 } as const;

/**
 * The ledger's order: the sort key (date, or amount in agorot), then kind, then id ascending. Within one kind this
 * is exactly the API's page order (key, then id), which is what lets pages of different kinds be merged.
 */
export function compareRows(sort: LedgerSort & { key: ServerSortKey }) {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (a: LedgerRow, b: LedgerRow) => {
    const primary =
      sort.key === 'amount' ? a.amount - b.amount : a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
    if (primary !== 0) return sign * primary;
    const kind = TYPE_ORDER[a.type] - TYPE_ORDER[b.type];
    if (kind !== 0) return kind;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** One kind's rows read so far, and whether the API holds more after them. */
export interface Stream {
  rows: LedgerRow[];
  more: boolean;
}

/**
 * The rows that can be shown now, in order: all rows read, merged, except those that sort after the last row read
 * of a kind with more pages, since an unread row of that kind may belong before them.
 */
export function mergeStreams(streams: Stream[], sort: LedgerSort & { key: ServerSortKey }): LedgerRow[] {
  const compare = compareRows(sort);
  const frontiers = streams.filter((s) => s.more && s.rows.length).map((s) => s.rows.at(-1)!);
  const merged = streams.flatMap((s) => s.rows).sort(compare);
  return frontiers.length ? merged.filter((row) => frontiers.every((f) => compare(row, f) <= 0)) : merged;
}
