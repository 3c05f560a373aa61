import { describe, expect, it, vi } from 'vitest';
import { fetchBudgetsData } from './budgets-api.js';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@kaspit/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@kaspit/shared-auth')>()),
  apiCall,
}));

const installment = (n: number) => ({
  amount: 100,
  category: 'ביגוד',
  installments: { planId: `p${n}`, number: 1, total: 3 },
});

describe('fetchBudgetsData', () => {
  it("reads only the month's installments, page after page, never the month's every outcome", async () => {
    const outcomeCalls: Record<string, unknown>[] = [];
    apiCall.mockImplementation(async ({ url, params }: { url: string; params?: Record<string, unknown> }) => {
      if (url === '/outcomes') {
        outcomeCalls.push(params!);
        return params!.cursor
          ? { outcomes: [installment(3)], nextCursor: null, totals: { count: 3, amount: 300 } }
          : {
              outcomes: [installment(1), installment(2)],
              nextCursor: 'c1',
              totals: { count: 3, amount: 300 },
            };
      }
      if (url === '/statistics') return { statistics: { byCategory: [] } };
      if (url.endsWith('/budgets')) return { categories: [] };
      return { recurringPayments: [] };
    });
    const data = await fetchBudgetsData('u1', '2026-03');
    expect(data.outcomes.map((o) => o.installments!.planId)).toEqual(['p1', 'p2', 'p3']);
    expect(outcomeCalls).toEqual([
      { month: '2026-03', installments: 'only', limit: 500 },
      { month: '2026-03', installments: 'only', limit: 500, cursor: 'c1' },
    ]);
  });
});
