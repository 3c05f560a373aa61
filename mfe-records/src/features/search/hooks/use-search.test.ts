import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { SearchReply } from '@kaspit/api-contract';
import {
  afterAcknowledgedWrite,
  ApiRequestError,
  queryClient,
  ServerStateProvider,
} from '@kaspit/shared-auth';
import { EMPTY_SEARCH, type SearchParams } from '../logic/search-params.js';
import { useSearch } from './use-search.js';

const apiCall = vi.fn();
vi.mock('@kaspit/shared-auth', async (original) => {
  const real = await original<typeof import('@kaspit/shared-auth')>();
  return { ...real, apiCall: (config: unknown) => apiCall(config) };
});

const none = { count: 0, amount: 0 };
const replyOf = (total: number): SearchReply => ({
  results: [],
  total,
  sums: { outcome: { count: total, amount: total * 10 }, income: none, discount: none, recurring: none },
  page: 1,
  pageSize: 20,
  pages: total ? 1 : 0,
});
const reply = replyOf(0);
const unavailable = () => new ApiRequestError('Service temporarily unavailable', 503, { isSuccess: false });
const render = (params: SearchParams) =>
  renderHook((p: SearchParams) => useSearch(p), { initialProps: params, wrapper: ServerStateProvider });

beforeEach(() => {
  apiCall.mockReset();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
});

it('asks a failed search again when retried', async () => {
  apiCall.mockRejectedValueOnce(unavailable()).mockResolvedValue(reply);
  const { result } = render({ ...EMPTY_SEARCH, q: 'סופר' });
  await waitFor(() => expect(result.current.state.status).toBe('failed'));

  act(() => result.current.retry());
  await waitFor(() => expect(result.current.state).toEqual({ status: 'done', reply }));
  expect(apiCall).toHaveBeenCalledTimes(2);
});

it('says a refused filter is invalid, not failed', async () => {
  apiCall.mockRejectedValue(new ApiRequestError('Invalid query', 400, { isSuccess: false }));
  const { result } = render({ ...EMPTY_SEARCH, q: 'סופר' });
  await waitFor(() => expect(result.current.state.status).toBe('invalid'));
});

it('sends one request for what was typed once typing settles, showing the earlier results meanwhile', async () => {
  apiCall.mockImplementation(async ({ params }: { params: { q: string } }) => replyOf(params.q.length));
  const { result, rerender } = render({ ...EMPTY_SEARCH, q: 'ס' });
  await waitFor(() => expect(result.current.state).toEqual({ status: 'done', reply: replyOf(1) }));

  rerender({ ...EMPTY_SEARCH, q: 'סו' });
  rerender({ ...EMPTY_SEARCH, q: 'סופ' });
  expect(result.current.state).toEqual({ status: 'loading', previous: replyOf(1) });
  await waitFor(() => expect(result.current.state).toEqual({ status: 'done', reply: replyOf(3) }));
  expect(apiCall.mock.calls.map(([config]) => (config as { params: { q: string } }).params.q)).toEqual([
    'ס',
    'סופ',
  ]);
});

it('reads an open result again after a write to records, with the totals of every match', async () => {
  apiCall.mockResolvedValueOnce(replyOf(1)).mockResolvedValue(replyOf(2));
  const { result } = render({ ...EMPTY_SEARCH, q: 'סופר' });
  await waitFor(() => expect(result.current.state).toEqual({ status: 'done', reply: replyOf(1) }));

  act(() => afterAcknowledgedWrite('/outcomes'));
  await waitFor(() => expect(result.current.state).toEqual({ status: 'done', reply: replyOf(2) }));
  expect(apiCall).toHaveBeenCalledTimes(2);
});

it('is not read again after a write that changes nothing it shows', async () => {
  apiCall.mockResolvedValue(replyOf(1));
  const { result } = render({ ...EMPTY_SEARCH, q: 'סופר' });
  await waitFor(() => expect(result.current.state.status).toBe('done'));

  act(() => afterAcknowledgedWrite('/users/u1/budgets'));
  act(() => afterAcknowledgedWrite('/contact'));
  expect(queryClient.isFetching()).toBe(0);
  expect(apiCall).toHaveBeenCalledTimes(1);
});

it('asks nothing without criteria', () => {
  const { result } = render(EMPTY_SEARCH);
  expect(result.current.state).toEqual({ status: 'idle' });
  expect(apiCall).not.toHaveBeenCalled();
});
