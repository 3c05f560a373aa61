import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingCyclePeriod } from '@kaspit/domain';
import { testUser } from '@kaspit/shared-auth/testing';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@kaspit/shared-auth', async (original) => ({
  ...(await original<typeof import('@kaspit/shared-auth')>()),
  apiCall,
}));

const { invalidateServerState, queryClient, ServerStateProvider, session$ } =
  await import('@kaspit/shared-auth');
const { useMonthSummary } = await import('./use-month-summary.js');

afterEach(() => {
  cleanup();
  queryClient.clear();
  apiCall.mockReset();
});

const answers = async ({ url }: { url: string }) =>
  url === '/statistics'
    ? {
        statistics: {
          totals: { outcomes: 1, recurring: 0, incomes: 0, discountsSaved: 0, net: -1 },
          byCategory: [],
        },
      }
    : url === '/outcomes'
      ? { outcomes: [] }
      : { balance: { amount: 500 } };

const user = (billingCyclePeriod: BillingCyclePeriod = { startDay: 1, endDay: 31, endMonth: 0 }) =>
  testUser({ id: 'u1', email: 'dana@example.com', displayName: 'דנה', billingCyclePeriod });

describe('useMonthSummary', () => {
  it('fetches the month once per user and billing cycle, not again when the session re-reads the same user', async () => {
    apiCall.mockImplementation(answers);
    session$.next({ initialized: true, user: user() });
    const { result } = renderHook(() => useMonthSummary(), { wrapper: ServerStateProvider });
    await waitFor(() => expect(result.current.balance).toBe(500));
    expect(apiCall).toHaveBeenCalledTimes(3);

    // The session's refresh from the API: a new object with the same values.
    // act() returns once the re-render's effects, and the promises they started, have run.
    await act(async () => session$.next({ initialized: true, user: user() }));
    expect(apiCall).toHaveBeenCalledTimes(3);

    // A new billing cycle changes which days the month's figures cover.
    act(() => session$.next({ initialized: true, user: user({ startDay: 10, endDay: 9, endMonth: 1 }) }));
    await waitFor(() => expect(apiCall).toHaveBeenCalledTimes(6));
  });

  it('reads the figures again after a write to records anywhere on the page', async () => {
    apiCall.mockImplementation(answers);
    session$.next({ initialized: true, user: user() });
    const { result } = renderHook(() => useMonthSummary(), { wrapper: ServerStateProvider });
    await waitFor(() => expect(result.current.balance).toBe(500));
    expect(apiCall).toHaveBeenCalledTimes(3);

    await act(() => invalidateServerState(new Set(['records'])));
    await waitFor(() => expect(apiCall).toHaveBeenCalledTimes(6));
  });
});
