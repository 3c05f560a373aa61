/**
 * The kinds of record a search finds. The shape of `GET /api/search`'s answer is declared in `@kaspit/api-contract`,
 * which both the API and the records page compile against.
 */
export const SEARCH_RESULT_TYPES = ['outcome', 'income', 'discount', 'recurring'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/**
 * One record found by a search, the same shape whatever its kind. Amounts in shekels.
 *
 * @deprecated The search reply is declared in `@kaspit/api-contract` (`SearchResult`); this copy stays until
 * domain's next major so that apps built against 1.x keep compiling. Nothing in the repository imports it.
 */
export interface SearchResult {
  type: SearchResultType;
  id: string;
  /** The date the result is ranked by (newest first). */
  date: string;
  title: string;
  amount: number | null;
  category: string | null;
  paymentMethod: string | null;
  installments?: { number: number; total: number };
  /** The fields where the query was found, with the `[start, end)` ranges to highlight. */
  matches: { field: string; text: string; ranges: [number, number][] }[];
}

/**
 * One page of results, with every match's count and amount (shekels) by kind, not only this page's.
 *
 * @deprecated Use `@kaspit/api-contract`'s `SearchReply`; this copy stays until domain's next major.
 */
export interface SearchReply {
  results: SearchResult[];
  total: number;
  sums: Record<SearchResultType, { count: number; amount: number }>;
  page: number;
  pageSize: number;
  pages: number;
}
