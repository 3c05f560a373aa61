import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient, ServerStateProvider, session$ } from '@kaspit/shared-auth';
import { testUser } from '@kaspit/shared-auth/testing';
import { useBalances } from './features/bank-balance/hooks/use-balances.js';
import { startFirstReads } from './first-reads.js';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@kaspit/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@kaspit/shared-auth')>()),
  apiCall,
}));

const user = testUser({ id: 'u1', email: 'a@b.c', displayName: 'א' });
const entry = {
  month: '2026-03',
  amount: 1200,
  billingCyclePeriod: { startDay: 1, endDay: 31, endMonth: 0 },
};

beforeEach(() => {
  session$.next({ initialized: true, user });
  apiCall.mockResolvedValue({ monthlyBankAccountBalance: [entry] });
});

afterEach(() => {
  cleanup();
  apiCall.mockReset();
  act(() => session$.next({ initialized: true, user: null }));
});

describe('startFirstReads', () => {
  it('reads the balances before the page exists, and the page then shows that read without another', async () => {
    startFirstReads();
    expect(apiCall).toHaveBeenCalledTimes(1);
    expect(apiCall).toHaveBeenCalledWith({ url: '/users/u1/bank-account-balance' });
    expect(queryClient.getQueryState(['balance', 'u1'])?.fetchStatus).toBe('fetching');
    // Answered before the page's code has arrived, as on a slow connection.
    await waitFor(() => expect(queryClient.getQueryState(['balance', 'u1'])?.status).toBe('success'));

    const { result } = renderHook(() => useBalances(), { wrapper: ServerStateProvider });
    await waitFor(() => expect(result.current.entries).toEqual([entry]));
    expect(apiCall).toHaveBeenCalledTimes(1);
  });

  it('reads nothing when nobody is signed in', () => {
    session$.next({ initialized: true, user: null });
    startFirstReads();
    expect(apiCall).not.toHaveBeenCalled();
  });
});
