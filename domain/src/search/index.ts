/**
 * The kinds of record a search finds. The shape of `GET /api/search`'s answer is declared in `@kaspit/api-contract`,
 * which both the API and the records page compile against.
 */
export const SEARCH_RESULT_TYPES = ['outcome', 'income', 'discount', 'recurring'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];
