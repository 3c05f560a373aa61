import { z } from 'zod';
import type { Document } from 'mongodb';
import { nameSchema } from '../../infrastructure/schemas/index.js';

/** Rows in a page when the caller names none, and the most one page may hold. */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 500;

/** The orders a page can be read in; each ends with `id` ascending so every row has exactly one place. */
export const PAGE_SORTS = ['date', 'amount'] as const;
export type PageSort = (typeof PAGE_SORTS)[number];

/** The stored field behind each sort key. */
const SORT_FIELD: Record<PageSort, string> = { date: 'date', amount: 'amountAgorot' };

/**
 * The paging parameters a month listing accepts beside `month` or `from`/`to`. A listing is paged as soon as the
 * caller sends `limit` or `cursor`; without either it is the spec's whole list, unchanged.
 */
export const pageParams = {
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  cursor: z.string().min(1).max(400).optional(),
  sort: z.enum(PAGE_SORTS).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
  category: nameSchema.optional(),
  /** A payment method's name, or `-` for records without one. */
  paymentMethod: z.union([z.literal('-'), nameSchema]).optional(),
  /** `only`: just the installments of plans (what budgets count as fixed charges). */
  installments: z.literal('only').optional(),
};

export interface PageRequest {
  limit: number;
  sort: PageSort;
  direction: 'asc' | 'desc';
  /** The last row of the previous page: its sort value and id. */
  after?: { value: string | number; id: string };
  /** Equality conditions narrowing the listing (and its totals). */
  filter: Document;
}

export class BadCursorError extends Error {}

export function encodeCursor(sort: PageSort, direction: 'asc' | 'desc', row: Document): string {
  return Buffer.from(JSON.stringify([sort, direction, row[SORT_FIELD[sort]], row.id])).toString('base64url');
}

function decodeCursor(cursor: string, sort: PageSort, direction: 'asc' | 'desc') {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadCursorError('cursor is not one this API issued');
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 4 ||
    parsed[0] !== sort ||
    parsed[1] !== direction ||
    !(typeof parsed[2] === 'string' || typeof parsed[2] === 'number') ||
    typeof parsed[3] !== 'string'
  ) {
    throw new BadCursorError('cursor does not belong to this sort order');
  }
  return { value: parsed[2] as string | number, id: parsed[3] };
}

/** The page a query asks for, or undefined when it sends no page parameter and so asks for the whole list. */
export function pageRequestOf(query: {
  limit?: number;
  cursor?: string;
  sort?: PageSort;
  direction?: 'asc' | 'desc';
  category?: string;
  paymentMethod?: string;
  installments?: 'only';
}): PageRequest | undefined {
  const { limit, cursor, sort = 'date', direction = 'desc', category, paymentMethod, installments } = query;
  if (
    [limit, cursor, query.sort, query.direction, category, paymentMethod, installments].every(
      (v) => v === undefined,
    )
  ) {
    return undefined;
  }
  const filter: Document = {};
  if (category !== undefined) filter.category = category;
  // `null` matches a record stored without the field, which is how "no payment method" is kept.
  if (paymentMethod !== undefined) filter.paymentMethod = paymentMethod === '-' ? null : paymentMethod;
  if (installments === 'only') filter['installments.planId'] = { $exists: true };
  return {
    limit: limit ?? DEFAULT_PAGE_SIZE,
    sort,
    direction,
    filter,
    ...(cursor ? { after: decodeCursor(cursor, sort, direction) } : {}),
  };
}

/** The sort specification of a page: the key in the asked direction, then `id` ascending. */
export function pageSort(request: PageRequest): Record<string, 1 | -1> {
  return { [SORT_FIELD[request.sort]]: request.direction === 'desc' ? -1 : 1, id: 1 };
}

/** The condition selecting the rows after the cursor in the page's order (keyset paging). */
export function afterCursor(request: PageRequest): Document | undefined {
  if (!request.after) return undefined;
  const field = SORT_FIELD[request.sort];
  const beyond = request.direction === 'desc' ? '$lt' : '$gt';
  const { value, id } = request.after;
  return { $or: [{ [field]: { [beyond]: value } }, { [field]: value, id: { $gt: id } }] };
}
