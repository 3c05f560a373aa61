import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { SearchReply } from '@kaspit/api-contract';
import { ApiRequestError } from '@kaspit/shared-auth';
import { EMPTY_SEARCH } from '../logic/search-params.js';
import { useSearch } from './use-search.js';

const apiCall = vi.fn();
vi.mock('@kaspit/shared-auth', async (original) => {
  const real = await original<typeof import('@kaspit/shared-auth')>();
  return { ...real, apiCall: (config: unknown) => apiCall(config) };
});

const none = { count: 0, amount: 0 };
const reply: SearchReply = {
  results: [],
  total: 0,
  sums: { outcome: none, income: none, discount: none, recurring: none },
  page: 1,
  pageSize: 20,
  pages: 0,
};
const unavailable = () => new ApiRequestError('Service temporarily unavailable', 503, { isSuccess: false });

beforeEach(() => {
  apiCall.mockReset();
});
afterEach(cleanup);

it('asks a failed search again when retried', async () => {
  apiCall.mockRejectedValueOnce(unavailable()).mockResolvedValue(reply);
  const { result } = renderHook(() => useSearch({ ...EMPTY_SEARCH, q: 'סופר' }));
  await waitFor(() => expect(result.current.state.status).toBe('failed'));

  act(() => result.current.retry());
  await waitFor(() => expect(result.current.state).toEqual({ status: 'done', reply }));
  expect(apiCall).toHaveBeenCalledTimes(2);
});

it('says a refused filter is invalid, not failed', async () => {
  apiCall.mockRejectedValue(new ApiRequestError('Invalid query', 400, { isSuccess: false }));
  const { result } = renderHook(() => useSearch({ ...EMPTY_SEARCH, q: 'סופר' }));
  await waitFor(() => expect(result.current.state.status).toBe('invalid'));
});
