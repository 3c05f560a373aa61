import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { pickMonth, queryClient, ServerStateProvider, session$ } from '@kaspit/shared-auth';
import { useMonthEntries } from './use-month-entries.js';
import { testUser } from '@kaspit/shared-auth/testing';

const apiCall = vi.fn();
vi.mock('@kaspit/shared-auth', async (original) => ({
  ...(await original<typeof import('@kaspit/shared-auth')>()),
  apiCall: (config: unknown) => apiCall(config),
}));

const outcome = (n: number) => ({
  id: `o${n}`,
  date: '2026-03-10',
  amount: 10,
  category: 'שונות',
  description: `${n}`,
});

beforeEach(() => {
  apiCall.mockReset();
  pickMonth({ year: 2026, month: 3 });
  session$.next({ initialized: true, user: testUser({ id: 'u1', email: 'a@b.c', displayName: 'א' }) });
  apiCall.mockImplementation(async ({ params }: { params: { cursor?: string } }) =>
    params.cursor === 'c1'
      ? { outcomes: [outcome(3)], nextCursor: 'c2', totals: { count: 4, amount: 40 } }
      : params.cursor === 'c2'
        ? { outcomes: [outcome(4)], nextCursor: null, totals: { count: 4, amount: 40 } }
        : { outcomes: [outcome(1), outcome(2)], nextCursor: 'c1', totals: { count: 4, amount: 40 } },
  );
});
afterEach(() => {
  cleanup();
  queryClient.clear();
});

it('asks for a page once even when the list’s end is seen again before the next cursor renders', async () => {
  const { result } = renderHook(() => useMonthEntries('expense'), { wrapper: ServerStateProvider });
  await waitFor(() => expect(result.current.rows).toHaveLength(2));
  const seenBeforeRender = result.current.loadMore;
  act(() => seenBeforeRender());
  await waitFor(() => expect(result.current.rows).toHaveLength(3));
  // The observer's callback from before the re-render still holds the first cursor.
  act(() => seenBeforeRender());
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.rows).toHaveLength(4));
  const cursors = apiCall.mock.calls.map(
    ([config]) => (config as { params: { cursor?: string } }).params.cursor,
  );
  expect(cursors).toEqual([undefined, 'c1', 'c2']);
  expect(result.current.more).toBe(false);
});

it('says the month could not be read, and shows it once read again', async () => {
  apiCall.mockRejectedValueOnce(new Error('Network Error'));
  const { result } = renderHook(() => useMonthEntries('expense'), { wrapper: ServerStateProvider });
  await waitFor(() => expect(result.current.failed).toBe(true));
  expect(result.current.rows).toBeNull();
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.rows).toHaveLength(2));
  expect(result.current.failed).toBe(false);
});
