import { toAgorot, type Agorot } from '@kaspit/domain';

/** Rows asked for per page: a few screens of the list. */
export const ENTRIES_PAGE_SIZE = 100;

/** One page of a month listing as the API sends it (`GET /outcomes?month&limit[&cursor]`). */
export interface MonthPageReply<T> {
  rows: T[];
  nextCursor: string | null;
  totals: { count: number; amount: number };
}

/** What the list holds of a month: the rows read so far, the cursor of the next page and the month's totals. */
export interface MonthPages<T> {
  rows: T[];
  cursor: string | null;
  count: number;
  agorot: Agorot;
}

export function firstPage<T>(reply: MonthPageReply<T>): MonthPages<T> {
  return {
    rows: reply.rows,
    cursor: reply.nextCursor,
    count: reply.totals.count,
    agorot: toAgorot(reply.totals.amount),
  };
}

/**
 * The list after the page read with `after`'s cursor. Totals stay the first page's (they are the month's, read
 * once); a row already held is not added again, so a record written between pages never shows twice.
 */
export function withNextPage<T extends { id: string }>(
  pages: MonthPages<T>,
  reply: MonthPageReply<T>,
): MonthPages<T> {
  const held = new Set(pages.rows.map((row) => row.id));
  return {
    ...pages,
    rows: [...pages.rows, ...reply.rows.filter((row) => !held.has(row.id))],
    cursor: reply.nextCursor,
  };
}
