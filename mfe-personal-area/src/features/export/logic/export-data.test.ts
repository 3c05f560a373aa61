import { describe, expect, it, vi } from 'vitest';
import { collectExport, exportFileName } from './export-data.js';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@kaspit/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@kaspit/shared-auth')>()),
  apiCall,
}));

describe('collectExport', () => {
  it('gathers the user record and every list, without a month filter', async () => {
    apiCall.mockImplementation(async ({ url }: { url: string }) => {
      if (url === '/users/u1') return { userData: { id: 'u1', budgets: { מזון: 100 } } };
      const key = {
        '/outcomes': 'outcomes',
        '/incomes': 'incomes',
        '/recurring-payments': 'recurringPayments',
        '/discounts': 'discounts',
        '/transfers': 'transfers',
      }[url]!;
      return { [key]: [{ id: `${key}-1` }] };
    });
    const now = new Date('2026-03-05T10:00:00Z');
    expect(await collectExport('u1', now)).toEqual({
      format: 'kaspit-export',
      version: 1,
      exportedAt: '2026-03-05T10:00:00.000Z',
      userData: { id: 'u1', budgets: { מזון: 100 } },
      outcomes: [{ id: 'outcomes-1' }],
      incomes: [{ id: 'incomes-1' }],
      recurringPayments: [{ id: 'recurringPayments-1' }],
      discounts: [{ id: 'discounts-1' }],
      transfers: [{ id: 'transfers-1' }],
    });
    for (const [config] of apiCall.mock.calls as [{ params?: Record<string, string> }][]) {
      expect(config.params?.month).toBeUndefined();
    }
    expect(exportFileName(now)).toBe('kaspit-export-2026-03-05.json');
  });
});
