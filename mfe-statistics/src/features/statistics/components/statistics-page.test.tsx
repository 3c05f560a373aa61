import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatShekels } from '@kaspit/domain';
import { pickMonth, ServerStateProvider, session$ } from '@kaspit/shared-auth';
import { StatisticsPage } from './statistics-page.js';
import { testUser } from '@kaspit/shared-auth/testing';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@kaspit/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@kaspit/shared-auth')>()),
  apiCall,
}));

const user = testUser({ id: 'u1', email: 'a@b.c', displayName: 'א' });
const statisticsOf = (month: string, outcomes: number) => ({
  month,
  period: { from: `${month}-01`, to: `${month}-28` },
  totals: { outcomes, recurring: 0, incomes: 1000, discountsSaved: 0, net: 1000 - outcomes },
  byCategory: [{ category: 'מזון וסופר', spent: outcomes, budget: 500, remaining: 500 - outcomes }],
  byPaymentMethod: [{ paymentMethod: 'מזומן', spent: outcomes }],
  daily: [{ date: `${month}-01`, spent: outcomes }],
  trend: [{ month, outcomes, recurring: 0, incomes: 1000 }],
});

beforeEach(() => {
  pickMonth({ year: 2026, month: 3 });
  session$.next({ initialized: true, user });
  apiCall.mockImplementation(async ({ params }: { params: { month: string } }) => ({
    statistics: statisticsOf(params.month, params.month === '2026-03' ? 120.5 : 80),
  }));
});

afterEach(() => {
  cleanup();
  act(() => session$.next({ initialized: true, user: null }));
});

describe('StatisticsPage', () => {
  it("shows the selected month's totals and a table for every chart, and follows the month picker", async () => {
    render(<StatisticsPage />, { wrapper: ServerStateProvider });
    expect((await screen.findByTestId('total-expenses')).textContent).toBe(formatShekels(12050));
    expect(apiCall).toHaveBeenCalledWith({ url: '/statistics', params: { userId: 'u1', month: '2026-03' } });
    expect(screen.getByTestId('total-net').textContent).toBe(formatShekels(87950));
    const table = screen.getByTestId('table-by-category');
    expect(within(table).getByRole('rowheader', { name: 'מזון וסופר' })).toBeTruthy();
    expect(screen.getAllByRole('figure').map((f) => f.getAttribute('data-testid'))).toEqual(
      ['by-category', 'by-payment-method', 'daily', 'trend', 'net'].map((id) => `chart-${id}`),
    );
    expect(screen.getByRole('figure', { name: 'נטו לפי חודש' })).toBeTruthy();

    act(() => pickMonth({ year: 2026, month: 2 }));
    await waitFor(() => expect(screen.getByTestId('total-expenses').textContent).toBe(formatShekels(8000)));
    expect(apiCall).toHaveBeenLastCalledWith({
      url: '/statistics',
      params: { userId: 'u1', month: '2026-02' },
    });
  });

  it('offers a retry when the statistics cannot be loaded', async () => {
    apiCall.mockRejectedValueOnce(new Error('down'));
    render(<StatisticsPage />, { wrapper: ServerStateProvider });
    const alert = await screen.findByRole('alert');
    act(() => within(alert).getByRole('button').click());
    expect(await screen.findByTestId('total-expenses')).toBeTruthy();
  });
});
