/**
 * What `GET /api/search` answers and the records page's search shows: the contract both sides compile against, so a
 * field renamed on one side is a type error on the other.
 */
export const SEARCH_RESULT_TYPES = ['outcome', 'income', 'discount', 'recurring'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** One record found by a search, the same shape whatever its kind. Amounts in shekels. */
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

/** One page of results, with every match's count and amount (shekels) by kind, not only this page's. */
export interface SearchReply {
  results: SearchResult[];
  total: number;
  sums: Record<SearchResultType, { count: number; amount: number }>;
  page: number;
  pageSize: number;
  pages: number;
}
