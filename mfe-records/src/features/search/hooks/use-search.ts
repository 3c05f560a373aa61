import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchReply } from '@kaspit/api-contract';
import { apiCall, ApiRequestError } from '@kaspit/shared-auth';
import { apiQuery, hasCriteria, type SearchParams } from '../logic/search-params.js';

export const PAGE_SIZE = 20;
export const DEBOUNCE_MS = 300;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; previous: SearchReply | null }
  | { status: 'done'; reply: SearchReply }
  | { status: 'invalid' }
  | { status: 'failed' };

/**
 * Results for `params`, asked for `DEBOUNCE_MS` after the last change so typing does not send a request per key;
 * an answer to an older search never replaces a newer one. A failed search is asked again by `retry` (the page's
 * failure block calls it on "ניסיון חוזר" and when the service answers again).
 */
export function useSearch(params: SearchParams): { state: SearchState; retry: () => void } {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const last = useRef<SearchReply | null>(null);
  // The effect depends on the search's fields, not on the object's identity, which changes every render.
  const request = JSON.stringify(params);

  useEffect(() => {
    const params = JSON.parse(request) as SearchParams;
    if (!hasCriteria(params)) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading', previous: last.current });
    const timer = setTimeout(() => {
      apiCall<SearchReply>({ url: '/search', params: apiQuery(params, PAGE_SIZE) }).then(
        (reply) => {
          if (!live) return;
          last.current = reply;
          setState({ status: 'done', reply });
        },
        (error: unknown) =>
          live &&
          setState({
            status: error instanceof ApiRequestError && error.status === 400 ? 'invalid' : 'failed',
          }),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [request, attempt]);

  return { state, retry };
}
