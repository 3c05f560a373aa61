import { useCallback, useEffect, useRef, useState } from 'react';
import { fromSelectedDate } from '@kaspit/domain';
import { apiCall, RECORD_API, showToast, useSelectedDate } from '@kaspit/shared-auth';
import { toasts } from '../../../messages.js';
import { changed$ } from '../../../shared/changes.js';
import { listMonth, type EntryOf, type Kind } from '../logic/kinds.js';
import {
  ENTRIES_PAGE_SIZE,
  firstPage,
  withNextPage,
  type MonthPageReply,
  type MonthPages,
} from '../logic/month-pages.js';

export interface MonthEntries<K extends Kind> {
  rows: EntryOf<K>[] | null;
  /** The month's count and sum over every record of the kind (from the API), whatever has been read; none for recurring. */
  totals: { count: number; agorot: number } | null;
  more: boolean;
  loadMore: () => void;
}

/**
 * The selected billing month's records of one kind, newest first: expenses and incomes page by page (the next page
 * read when the person nears the list's end), recurring payments whole. Read again from the top after every write
 * and on a month change.
 */
export function useMonthEntries<K extends Kind>(kind: K): MonthEntries<K> {
  const selected = useSelectedDate();
  const [pages, setPages] = useState<MonthPages<EntryOf<K>> | null>(null);
  const [whole, setWhole] = useState<EntryOf<K>[] | null>(null);
  const generation = useRef(0);
  const loading = useRef(false);
  /**
   * The cursor whose page was last asked for. The list's end can be seen again after a page arrives and before the
   * list re-renders with the next cursor; asking for the same page twice would add nothing and leave the cursor
   * unchanged, and the list would stop reading until the person scrolled away and back.
   */
  const requested = useRef<string | null>(null);
  const paged = kind !== 'recurring';
  const month = fromSelectedDate(selected);

  const readPage = useCallback(
    (cursor?: string) => {
      const { path, plural } = RECORD_API[kind];
      return apiCall<Record<string, unknown>>({
        url: path,
        params: { month, limit: ENTRIES_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      }).then((reply): MonthPageReply<EntryOf<K>> => ({
        rows: (reply[plural] as EntryOf<K>[]) ?? [],
        nextCursor: (reply.nextCursor as string | null) ?? null,
        totals: reply.totals as MonthPageReply<EntryOf<K>>['totals'],
      }));
    },
    [kind, month],
  );

  useEffect(() => {
    let live = true;
    const load = () => {
      const run = ++generation.current;
      loading.current = paged;
      requested.current = null;
      const read = paged
        ? readPage().then((reply) => live && run === generation.current && setPages(firstPage(reply)))
        : listMonth(kind, selected).then((list) => live && setWhole(list));
      return read.then(
        () => {
          if (run === generation.current) loading.current = false;
        },
        () => {
          if (run === generation.current) loading.current = false;
          if (live) showToast(toasts.loadFailed, 'error');
        },
      );
    };
    void load();
    const subscription = changed$.subscribe(() => void load());
    return () => {
      live = false;
      generation.current += 1;
      subscription.unsubscribe();
    };
  }, [kind, selected, paged, readPage]);

  const cursor = pages?.cursor ?? null;
  const loadMore = useCallback(() => {
    if (!cursor || loading.current || requested.current === cursor) return;
    const run = generation.current;
    loading.current = true;
    requested.current = cursor;
    readPage(cursor).then(
      (reply) => {
        if (run !== generation.current) return;
        loading.current = false;
        setPages((current) => (current ? withNextPage(current, reply) : current));
      },
      () => {
        if (run !== generation.current) return;
        loading.current = false;
        requested.current = null; // may be asked for again
        showToast(toasts.loadFailed, 'error');
      },
    );
  }, [cursor, readPage]);

  if (!paged) return { rows: whole, totals: null, more: false, loadMore };
  return {
    rows: pages?.rows ?? null,
    totals: pages ? { count: pages.count, agorot: pages.agorot } : null,
    more: Boolean(cursor),
    loadMore,
  };
}
