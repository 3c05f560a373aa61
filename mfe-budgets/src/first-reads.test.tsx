import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickMonth, queryClient, ServerStateProvider, session$ } from '@kaspit/shared-auth';
import { testUser } from '@kaspit/shared-auth/testing';
import { BudgetsPage } from './features/budgets/components/budgets-page.js';
import { startFirstReads } from './first-reads.js';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@kaspit/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@kaspit/shared-auth')>()),
  apiCall,
}));

const user = testUser({ id: 'u1', email: 'a@b.c', displayName: 'א' });

beforeEach(() => {
  pickMonth({ year: 2020, month: 3 });
  session$.next({ initialized: true, user });
  apiCall.mockImplementation(async ({ url }: { url: string }) => {
    if (url.endsWith('/budgets')) return { categories: [{ categoryName: 'מזון וסופר', budgetAmount: 1000 }] };
    if (url === '/statistics') return { statistics: { byCategory: [] } };
    if (url === '/outcomes') return { outcomes: [], nextCursor: null };
    return { recurringPayments: [] };
  });
});

afterEach(() => {
  cleanup();
  apiCall.mockReset();
  act(() => session$.next({ initialized: true, user: null }));
});

const budgetReads = () => apiCall.mock.calls.filter(([call]) => call.url === '/users/u1/budgets');

describe('startFirstReads', () => {
  it("reads the selected month's budgets before the page exists, and the page then shows that read without another", async () => {
    startFirstReads();
    expect(budgetReads()).toHaveLength(1);
    expect(queryClient.getQueryState(['budgets', 'u1', '2020-03'])?.fetchStatus).toBe('fetching');
    // Answered before the page's code has arrived, as on a slow connection.
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(['budgets', 'u1', '2020-03'])?.status).toBe('success'),
    );

    render(<BudgetsPage />, { wrapper: ServerStateProvider });
    expect(await screen.findByText('מזון וסופר')).toBeTruthy();
    expect(budgetReads()).toHaveLength(1);
  });

  it('reads nothing when nobody is signed in', () => {
    session$.next({ initialized: true, user: null });
    startFirstReads();
    expect(apiCall).not.toHaveBeenCalled();
  });
});
