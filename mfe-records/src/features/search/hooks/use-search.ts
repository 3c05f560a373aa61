import { useCallback, useEffect, useState } from 'react';
import type { SearchReply } from '@kaspit/api-contract';
import { apiCall, ApiRequestError, keepPreviousData, useQuery } from '@kaspit/shared-auth';
import { apiQuery, hasCriteria, type SearchParams } from '../logic/search-params.js';

export const PAGE_SIZE = 20;
export const DEBOUNCE_MS = 300;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; previous: SearchReply | null }
  | { status: 'done'; reply: SearchReply }
  | { status: 'invalid' }
  | { status: 'failed' };

/** `value`, once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Results for `params`, asked for `DEBOUNCE_MS` after the last change so typing does not send a request per key.
 * Each search (its criteria and page) is a read in the page's query cache, read again after any write to records or
 * discounts (here, in another area, or by the outbox), so an open result follows what was written. A failed search
 * is asked again by `retry` (the page's failure block calls it on "ניסיון חוזר" and when the service answers again).
 */
export function useSearch(params: SearchParams): { state: SearchState; retry: () => void } {
  // The read depends on the search's fields, not on the object's identity, which changes every render.
  const typed = JSON.stringify(apiQuery(params, PAGE_SIZE));
  const asked = useSettled(typed, DEBOUNCE_MS);
  const criteria = hasCriteria(params);
  const search = useQuery({
    queryKey: ['search', asked],
    meta: { reads: ['records', 'discounts'] },
    queryFn: () =>
      apiCall<SearchReply>({ url: '/search', params: JSON.parse(asked) as Record<string, string | number> }),
    enabled: criteria && typed === asked,
    // Another search shows the results before it (marked busy) until its own arrive.
    placeholderData: keepPreviousData,
  });
  const { data, error, isError, isPlaceholderData, refetch } = search;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { state: stateOf(), retry };

  function stateOf(): SearchState {
    if (!criteria) return { status: 'idle' };
    if (typed !== asked) return { status: 'loading', previous: data ?? null };
    if (isError)
      return { status: error instanceof ApiRequestError && error.status === 400 ? 'invalid' : 'failed' };
    if (data === undefined || isPlaceholderData) return { status: 'loading', previous: data ?? null };
    return { status: 'done', reply: data };
  }
}
