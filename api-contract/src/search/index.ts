import { z } from 'zod';
import { SEARCH_RESULT_TYPES } from '@kaspit/domain';

const sum = z.object({ count: z.number().int(), amount: z.number() });

/** One record found by a search, the same shape whatever its kind. Amounts in shekels. */
export const searchResultSchema = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.string(),
  /** The date the result is ranked by (newest first). */
  date: z.string(),
  title: z.string(),
  amount: z.number().nullable(),
  category: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  installments: z.object({ number: z.number().int(), total: z.number().int() }).optional(),
  /** The fields where the query was found, with the `[start, end)` ranges to highlight. */
  matches: z.array(
    z.object({ field: z.string(), text: z.string(), ranges: z.array(z.tuple([z.number(), z.number()])) }),
  ),
});

/** `data` of `GET /search`: one page of results, with every match's count and amount by kind, not only this page's. */
export const searchReplySchema = z.object({
  results: z.array(searchResultSchema),
  total: z.number().int(),
  sums: z.object({ outcome: sum, income: sum, discount: sum, recurring: sum }),
  page: z.number().int(),
  pageSize: z.number().int(),
  pages: z.number().int(),
});

export type SearchResult = z.infer<typeof searchResultSchema>;
export type SearchReply = z.infer<typeof searchReplySchema>;
