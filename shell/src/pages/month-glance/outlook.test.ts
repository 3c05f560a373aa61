import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_CYCLE } from '@kaspit/domain';
import { monthOutlook } from './outlook.js';

const input = {
  month: '2026-03',
  cycle: DEFAULT_BILLING_CYCLE,
  today: '2026-03-10',
  byCategory: [
    { category: 'מזון וסופר', spent: 900, budget: 1000 },
    { category: 'מסעדות', spent: 420, budget: 300 },
    { category: 'דיור', spent: 4000, budget: null },
    { category: 'מנויים', spent: 50, budget: null },
    { category: 'ספרים', spent: 10, budget: 500 },
  ],
  recurring: [
    {
      id: 'r1',
      name: 'שכר דירה',
      amount: 4000,
      category: 'דיור',
      frequency: 'monthly' as const,
      startDate: '2026-01-20',
      isActive: true,
    },
  ],
  installments: [],
  balance: 10_000,
};

describe('monthOutlook', () => {
  it('sets spending against the sum of budgets and lists the categories over and near their budget', () => {
    const outlook = monthOutlook(input);
    expect(outlook).toMatchObject({
      spent: 538_000,
      budget: 180_000,
      percent: 298,
      state: 'over',
      daysLeft: 22,
    });
    expect(outlook.watched.map((c) => [c.category, c.state, c.percent])).toEqual([
      ['מסעדות', 'over', 140],
      ['מזון וסופר', 'warning', 90],
    ]);
    expect(outlook.largest.map((c) => c.category)).toEqual(['דיור', 'מזון וסופר', 'מסעדות']);
  });

  it('forecasts fixed charges once and the rest by the days elapsed', () => {
    // Rent (4,000) is fixed; 1,380 of other spending in 10 of 31 days → 4,278.
    expect(monthOutlook(input).forecast).toBe(400_000 + 427_800);
  });

  it('takes the charges still to come off the bank balance', () => {
    const outlook = monthOutlook(input);
    expect(outlook.stillToCome.map((c) => c.date)).toEqual(['2026-03-20']);
    expect(outlook.balanceAfter).toBe(1_000_000 - 400_000);
    expect(monthOutlook({ ...input, balance: null }).balanceAfter).toBeNull();
  });
});
