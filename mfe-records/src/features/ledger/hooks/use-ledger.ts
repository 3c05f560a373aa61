import { useCallback } from 'react';
import { fromSelectedDate } from '@kaspit/domain';
import { keepPreviousData, useInfiniteQuery, useSelectedDate, useUserLists } from '@kaspit/shared-auth';
import { mergeStreams, type ServerSortKey } from '../logic/ledger-pages.js';
import type { LedgerFilter, LedgerRow, LedgerSort, LedgerTotals } from '../logic/ledger-rows.js';
import {
  cursorsAfter,
  readFirstPage,
  readNextPage,
  type Cursors,
  type LedgerQuery,
  type ShownTotals,
} from '../api/ledger-api.js';

export interface LedgerState {
  month: string;
  /** The rows that can be shown so far, in order; more arrive through `loadMore` as the person scrolls. */
  rows: LedgerRow[] | null;
  /** The month's totals over every record (from the API's aggregation, not from the rows read). */
  totals: LedgerTotals | null;
  /** How many records the month has, and how many match the filter. */
  count: { all: number; matching: number } | null;
  /** Under a filter, the totals of every matching record (the API's sums for the filter, not the rows read). */
  shown: ShownTotals | null;
  more: boolean;
  failed: boolean;
  loadMore: () => void;
  reload: () => void;
}

/**
 * The selected billing month's ledger read page by page: expenses and incomes from the API in the asked order and
 * filter, recurring payments whole, merged as pages arrive. Its reads live in the page's query cache under the
 * month, order, filter and billing cycle, and are read again after any write to records (here, in another area, or
 * by the outbox).
 */
export function useLedger(filter: LedgerFilter, sort: LedgerSort & { key: ServerSortKey }): LedgerState {
  const month = fromSelectedDate(useSelectedDate());
  const { cycle } = useUserLists();
  const query: LedgerQuery = { month, sort: { key: sort.key, direction: sort.direction }, filter, cycle };
  const ledger = useInfiniteQuery({
    queryKey: ['ledger', month, query.sort, filter, cycle],
    meta: { reads: ['records', 'profile'] },
    queryFn: ({ pageParam }) => (pageParam ? readNextPage(query, pageParam) : readFirstPage(query)),
    initialPageParam: undefined as Cursors | undefined,
    getNextPageParam: cursorsAfter,
    // Another order, filter or month shows the rows before it until its own arrive (the filters stay in place).
    placeholderData: keepPreviousData,
  });
  const { data, isError, isPlaceholderData, hasNextPage, isFetching, fetchNextPage, refetch } = ledger;

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetching, fetchNextPage]);
  const reload = useCallback(() => void refetch(), [refetch]);

  // What was read before stays on screen when reading it again fails — only when it answers the same question.
  const pages = isError && isPlaceholderData ? undefined : data?.pages;
  const head = pages?.[0]?.head;
  const last = pages?.at(-1);
  const stream = (kind: 'expense' | 'income') => ({
    rows: pages!.flatMap((page) => page.streams[kind].rows),
    more: Boolean(last!.streams[kind].cursor),
  });
  const rows = head
    ? mergeStreams([stream('expense'), stream('income'), { rows: head.recurring, more: false }], sort)
    : null;
  return {
    month,
    rows,
    totals: head?.totals ?? null,
    count: head?.count ?? null,
    shown: head?.shown ?? null,
    more: Boolean(hasNextPage && head),
    failed: isError,
    loadMore,
    reload,
  };
}
