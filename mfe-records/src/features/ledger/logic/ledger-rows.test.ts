import { describe, expect, it, vi } from 'vitest';
import { buildLedger, filterRows, sortRows, totalsFromApi, type ApiRecurring } from './ledger-rows.js';
import { visibleRange } from './windowing.js';

const cycle = { startDay: 10, endDay: 9, endMonth: 1 as const };
const netflix: ApiRecurring = {
  id: 'r1',
  name: 'נטפליקס',
  amount: 60,
  category: 'מנויים',
  frequency: 'monthly',
  startDate: '2026-01-15',
  endDate: null,
  isActive: true,
  skips: [],
  amountHistory: [
    { effectiveFrom: '2026-01', amount: 50, changedAt: '2026-01-15T00:00:00Z' },
    { effectiveFrom: '2026-04', amount: 60, changedAt: '2026-04-01T00:00:00Z' },
  ],
};
const data = {
  outcomes: [
    {
      id: 'o1',
      date: '2026-03-12',
      amount: 100.1,
      category: 'מזון וסופר',
      paymentMethod: 'ביט',
      description: 'סופר',
    },
    {
      id: 'o2',
      date: '2026-04-02',
      amount: 100,
      category: 'ביגוד',
      description: 'מעיל',
      installments: { planId: 'p', number: 3, total: 12, price: 1200 },
    },
  ],
  incomes: [{ id: 'i1', date: '2026-03-10', amount: 0.2, source: 'משכורת' }],
  recurringPayments: [netflix],
};

describe('buildLedger', () => {
  it('lists expenses, incomes and the recurring payments of the month at the amount then in force', () => {
    const rows = buildLedger(data, '2026-03', cycle);
    expect(rows.map((r) => [r.type, r.date, r.amount, r.installment])).toEqual([
      ['expense', '2026-03-12', 10010, ''],
      ['expense', '2026-04-02', 10000, '3/12'],
      ['income', '2026-03-10', 20, ''],
      ['recurring', '2026-03-15', 5000, ''],
    ]);
    expect(buildLedger(data, '2026-04', cycle).find((r) => r.type === 'recurring')?.amount).toBe(6000);
    expect(buildLedger(data, '2025-12', cycle).some((r) => r.type === 'recurring')).toBe(false);
  });

  it('adds the totals exactly in agorot, where shekel floats do not', () => {
    const tenAgorot = { ...netflix, amount: 0.2, amountHistory: [] };
    const recurring = buildLedger(
      { outcomes: [], incomes: [], recurringPayments: [tenAgorot] },
      '2026-03',
      cycle,
    );
    // In shekels 0.3 − 0.1 − 0.2 is −2.8e-17 and 0.1 + 0.2 is 0.30000000000000004.
    expect(0.3 - 0.1 - 0.2).not.toBe(0);
    expect(totalsFromApi(0.1, 0.3, recurring)).toEqual({ expenses: 10, recurring: 20, incomes: 30, net: 0 });
    // A refund is a negative expense and nets against the others.
    expect(totalsFromApi(-20, 0, recurring)).toEqual({
      expenses: -2000,
      recurring: 20,
      incomes: 0,
      net: 1980,
    });
  });

  it('keeps a recurring date inside a billing month that spans two calendar months', () => {
    const early = { ...netflix, startDate: '2026-01-03', amountHistory: [] };
    const [row] = buildLedger({ outcomes: [], incomes: [], recurringPayments: [early] }, '2026-03', cycle);
    expect(row!.date).toBe('2026-04-03');
  });
});

describe('filter and sort', () => {
  const rows = buildLedger(data, '2026-03', cycle);
  it('filters by type, category and payment method (or none)', () => {
    expect(filterRows(rows, { type: 'expense', category: '', paymentMethod: '' })).toHaveLength(2);
    expect(filterRows(rows, { type: '', category: 'ביגוד', paymentMethod: '' }).map((r) => r.id)).toEqual([
      'o2',
    ]);
    expect(filterRows(rows, { type: '', category: '', paymentMethod: 'ביט' }).map((r) => r.id)).toEqual([
      'o1',
    ]);
    expect(filterRows(rows, { type: 'expense', category: '', paymentMethod: '-' }).map((r) => r.id)).toEqual([
      'o2',
    ]);
  });
  it('sorts by any column, either way', () => {
    expect(sortRows(rows, { key: 'amount', direction: 'asc' }).map((r) => r.id)).toEqual([
      'i1',
      'r1',
      'o2',
      'o1',
    ]);
    expect(sortRows(rows, { key: 'date', direction: 'desc' }).map((r) => r.id)).toEqual([
      'o2',
      'r1',
      'o1',
      'i1',
    ]);
  });
});

describe('visibleRange', () => {
  it('renders the rows in view plus an overscan, never past the ends', () => {
    expect(visibleRange(0, 560, 56, 5000, 8)).toEqual({ start: 0, end: 18 });
    expect(visibleRange(56 * 1000, 560, 56, 5000, 8)).toEqual({ start: 992, end: 1018 });
    expect(visibleRange(56 * 4995, 560, 56, 5000, 8)).toEqual({ start: 4987, end: 5000 });
  });
});

describe('the ledger module', () => {
  it('makes no ICU collator while it loads (the remote’s start-up), only when rows are first sorted by text', async () => {
    const original = Intl.Collator;
    let made = 0;
    Intl.Collator = new Proxy(original, {
      construct: (target, args: ConstructorParameters<typeof Intl.Collator>) => {
        made++;
        return new target(...args);
      },
    });
    try {
      vi.resetModules();
      const fresh = await import('./ledger-rows.js');
      expect(made).toBe(0);
      const rows = fresh.buildLedger(data, '2026-03', cycle);
      fresh.sortRows(rows, { key: 'description', direction: 'asc' });
      fresh.sortRows(rows, { key: 'category', direction: 'desc' });
      expect(made).toBe(1);
    } finally {
      Intl.Collator = original;
    }
  });
});
