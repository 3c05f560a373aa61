import { describe, expect, it } from 'vitest';
import { budgetsFromLastMonth, buildRows, totalsOf } from './budget-rows.js';

const categories = [
  { categoryName: 'מזון וסופר', budgetAmount: 1000 },
  { categoryName: 'מסעדות', budgetAmount: 0 },
  { categoryName: 'דיור', budgetAmount: 4000 },
];

describe('buildRows', () => {
  const rows = buildRows(
    categories,
    [
      { category: 'מזון וסופר', spent: 850.5, budget: 1000 },
      { category: 'ישן', spent: 20, budget: null },
      { category: 'מסעדות', spent: 120, budget: null },
    ],
    new Map([['מזון וסופר', 300_00]]),
  );

  it("keeps the user's categories in order, then other categories with spending, not editable", () => {
    expect(rows.map((r) => [r.category, r.editable])).toEqual([
      ['מזון וסופר', true],
      ['מסעדות', true],
      ['דיור', true],
      ['ישן', false],
    ]);
  });

  it('counts in agorot with each state', () => {
    expect(rows[0]).toMatchObject({
      spent: 850_50,
      budget: 1000_00,
      state: 'warning',
      percent: 85,
      fixed: 300_00,
    });
    expect(rows[1]).toMatchObject({ spent: 120_00, budget: null, state: 'none' });
    expect(rows[2]).toMatchObject({ spent: 0, budget: 4000_00, state: 'ok', percent: 0 });
  });

  it('totals budgets against spending in budgeted categories only', () => {
    expect(totalsOf(rows)).toEqual({
      budget: 5000_00,
      spent: 990_50,
      spentInBudgeted: 850_50,
      remaining: 4149_50,
      outsideBudget: 140_00,
    });
  });
});

describe('budgetsFromLastMonth', () => {
  it('fills categories without a budget from last month, rounded up, and leaves set budgets alone', () => {
    expect(
      budgetsFromLastMonth(categories, [
        { category: 'מזון וסופר', spent: 1200, budget: 1000 },
        { category: 'מסעדות', spent: 310.2, budget: null },
      ]),
    ).toEqual([{ categoryName: 'מסעדות', budgetAmount: 311 }]);
  });
  it('is empty when nothing was spent in unbudgeted categories', () => {
    expect(budgetsFromLastMonth(categories, [])).toEqual([]);
  });
});
