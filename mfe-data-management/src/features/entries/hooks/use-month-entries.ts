import { useCallback } from 'react';
import { fromSelectedDate } from '@kaspit/domain';
import {
  apiCall,
  keepPreviousData,
  RECORD_API,
  useInfiniteQuery,
  useSelectedDate,
} from '@kaspit/shared-auth';
import { listMonth, type EntryOf, type Kind } from '../logic/kinds.js';
import { ENTRIES_PAGE_SIZE, firstPage, withNextPage, type MonthPageReply } from '../logic/month-pages.js';

export interface MonthEntries<K extends Kind> {
  rows: EntryOf<K>[] | null;
  /** The month's count and sum over every record of the kind (from the API), whatever has been read; none for recurring. */
  totals: { count: number; agorot: number } | null;
  more: boolean;
  loadMore: () => void;
  /** The month could not be read (nothing of it is shown): the list says so and offers to read it again. */
  failed: boolean;
  retry: () => void;
}

/**
 * The selected billing month's records of one kind, newest first: expenses and incomes page by page (the next page
 * read when the person nears the list's end), recurring payments whole. They live in the page's query cache, read
 * again after any write to records — this area's, another area's, or the outbox's.
 */
export function useMonthEntries<K extends Kind>(kind: K): MonthEntries<K> {
  const selected = useSelectedDate();
  const month = fromSelectedDate(selected);
  const paged = kind !== 'recurring';

  const entries = useInfiniteQuery({
    queryKey: ['entries', kind, month],
    meta: { reads: ['records', 'profile'] },
    queryFn: async ({ pageParam }): Promise<MonthPageReply<EntryOf<K>>> => {
      if (!paged) {
        const rows = await listMonth(kind, selected);
        return { rows, nextCursor: null, totals: { count: rows.length, amount: 0 } };
      }
      const { path, plural } = RECORD_API[kind];
      const reply = await apiCall<Record<string, unknown>>({
        url: path,
        params: { month, limit: ENTRIES_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      });
      return {
        rows: (reply[plural] as EntryOf<K>[]) ?? [],
        nextCursor: (reply.nextCursor as string | null) ?? null,
        totals: reply.totals as MonthPageReply<EntryOf<K>>['totals'],
      };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
  const { data, isError, hasNextPage, isFetching, fetchNextPage, refetch } = entries;
  const retry = useCallback(() => void refetch(), [refetch]);

  // While a page is on its way, asking again (the list's end seen again before it re-rendered) waits for it.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetching, fetchNextPage]);

  const [first, ...next] = data?.pages ?? [];
  const failed = isError && !first;
  if (!first) return { rows: null, totals: null, more: false, loadMore, failed, retry };
  if (!paged) return { rows: first.rows, totals: null, more: false, loadMore, failed, retry };
  const pages = next.reduce(withNextPage, firstPage(first));
  return {
    rows: pages.rows,
    totals: { count: pages.count, agorot: pages.agorot },
    more: Boolean(pages.cursor),
    loadMore,
    failed,
    retry,
  };
}
