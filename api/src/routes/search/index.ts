import { Hono } from 'hono';
import type { Db, Document } from 'mongodb';
import { z } from 'zod';
import { searchReplySchema, type SearchReply, type SearchResult } from '@kaspit/api-contract';
import { fromAgorot, SEARCH_RESULT_TYPES, sumAgorot, toAgorot } from '@kaspit/domain';
import type { AuthVariables } from '../../middleware/require-user/index.js';
import { ok } from '../../infrastructure/envelope/index.js';
import { documented } from '../openapi/describe.js';
import { amountSchema, dateSchema, nameSchema } from '../../infrastructure/schemas/index.js';
import { validate } from '../../middleware/validation/index.js';
import { amountCondition, amountQuery } from './amount-query.js';
import { matchRanges, namePattern, searchPattern } from './normalise.js';
import { SEARCH_SOURCES, type SearchSource } from './sources.js';

export const MAX_PAGE_SIZE = 100;

/** Query strings arrive as text; numbers are coerced, and anything unknown is a 400 (strict). */
export const searchQuery = z
  .strictObject({
    userId: z.uuid().optional(),
    q: z.string().max(100).optional(),
    type: z.enum(SEARCH_RESULT_TYPES).optional(),
    from: dateSchema.optional(),
    to: dateSchema.optional(),
    category: nameSchema.optional(),
    paymentMethod: nameSchema.optional(),
    min: z.coerce.number().pipe(amountSchema).optional(),
    max: z.coerce.number().pipe(amountSchema).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  })
  .refine((q) => !(q.from && q.to && q.to < q.from), { message: 'to must not be before from', path: ['to'] })
  .refine((q) => !(q.min !== undefined && q.max !== undefined && q.max < q.min), {
    message: 'max must not be less than min',
    path: ['max'],
  });

type SearchQuery = z.infer<typeof searchQuery>;

/** A name matched the way the API compares names: whole, ignoring case and spacing. */
const nameCondition = (name: string) => ({
  $regex: namePattern(name),
  $options: 'i',
});

function filterOf(source: SearchSource, userId: string, query: SearchQuery, pattern: string | undefined) {
  const filter: Document = { userId };
  if (pattern) {
    filter.$or = source.textFields.map((field) => ({ [field]: { $regex: pattern, $options: 'i' } }));
    // A text that is an amount ("123.45", "≈ 123") also finds the records of that amount.
    const amount = query.q ? amountQuery(query.q) : undefined;
    if (amount && source.amountField) {
      for (const condition of amountCondition(amount)) filter.$or.push({ [source.amountField]: condition });
    }
  }
  if (query.category) filter.category = nameCondition(query.category);
  if (query.paymentMethod) filter.paymentMethod = nameCondition(query.paymentMethod);
  if (source.amountField && (query.min !== undefined || query.max !== undefined)) {
    filter[source.amountField] = {
      ...(query.min !== undefined ? { $gte: toAgorot(query.min) } : {}),
      ...(query.max !== undefined ? { $lte: toAgorot(query.max) } : {}),
    };
  }
  if (source.dateField && (query.from || query.to)) {
    filter[source.dateField] = {
      ...(query.from ? { $gte: query.from } : {}),
      ...(query.to ? { $lte: query.to } : {}),
    };
  }
  return filter;
}

function withMatches(source: SearchSource, doc: Document, pattern: string | undefined): SearchResult {
  const matches = pattern
    ? source.textFields.flatMap((field) => {
        const value = doc[field];
        if (typeof value !== 'string') return [];
        const ranges = matchRanges(value, pattern);
        return ranges.length ? [{ field, text: value, ranges }] : [];
      })
    : [];
  return { ...source.toResult(doc), matches };
}

/** Every result of `query` for `userId`, newest first. */
async function searchAll(db: Db, userId: string, query: SearchQuery): Promise<SearchResult[]> {
  const pattern = query.q ? searchPattern(query.q) : undefined;
  const sources = SEARCH_SOURCES.filter((s) => !query.type || s.type === query.type);
  const perSource = await Promise.all(
    sources.map(async (source) => {
      const docs = await db
        .collection(source.collection)
        .find(filterOf(source, userId, query, pattern), {
          projection: { _id: 0, createHash: 0, revision: 0 },
        })
        .toArray();
      return docs.map((doc) => withMatches(source, doc, pattern));
    }),
  );
  return perSource
    .flat()
    .filter((r) => (!query.from || r.date >= query.from) && (!query.to || r.date <= query.to))
    .sort((a, b) => b.date.localeCompare(a.date) || a.type.localeCompare(b.type) || a.id.localeCompare(b.id));
}

/**
 * Every match's count and amount by kind, added in agorot: expenses (refunds are negative, so they net), incomes,
 * recurring payments (one charge each, at their current price) and discounts (what they saved).
 */
export function sumsOf(results: SearchResult[]) {
  return Object.fromEntries(
    SEARCH_RESULT_TYPES.map((type) => {
      const ofType = results.filter((r) => r.type === type);
      const agorot = sumAgorot(ofType.flatMap((r) => (r.amount === null ? [] : [toAgorot(r.amount)])));
      return [type, { count: ofType.length, amount: fromAgorot(agorot) }];
    }),
  ) as SearchReply['sums'];
}

/** `GET /search`: the caller's expenses, incomes, discounts and recurring payments matching a text and filters. */
export function searchRoutes(deps: { db: Db }) {
  const described = documented({
    summary:
      'Search records by text (Hebrew-aware) and filters, newest first, paged, with the count and sum of every match by kind',
    tag: 'Search',
    data: searchReplySchema,
  });
  const app = new Hono<{ Variables: AuthVariables }>().get(
    '/',
    described,
    validate('query', searchQuery),
    async (c) => {
      const query = c.req.valid('query');
      const all = await searchAll(deps.db, c.get('userId'), query);
      const start = (query.page - 1) * query.pageSize;
      return ok(c, {
        results: all.slice(start, start + query.pageSize),
        total: all.length,
        sums: sumsOf(all),
        page: query.page,
        pageSize: query.pageSize,
        pages: Math.max(1, Math.ceil(all.length / query.pageSize)),
      } satisfies SearchReply);
    },
  );
  return { app };
}
