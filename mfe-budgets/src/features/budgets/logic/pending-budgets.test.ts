import { describe, expect, it } from 'vitest';
import type { PendingWrite } from '@kaspit/shared-auth';
import { pendingBudgets, withPendingBudgets } from './pending-budgets.js';

const change = (categoryName: string, budgetAmount: number) =>
  ({
    method: 'PATCH',
    url: '/users/u1/budgets',
    data: { categoryName, budgetAmount },
    key: '',
    userId: 'u1',
    label: '',
    kind: '/users',
    createdAt: 0,
  }) as PendingWrite;

describe('pendingBudgets', () => {
  it("keeps each category's latest waiting change, a removal (0) included", () => {
    const waiting = pendingBudgets([change('מסעדות', 300), change('ביגוד', 0), change('מסעדות', 450)]);
    expect([...waiting]).toEqual([
      ['מסעדות', 450],
      ['ביגוד', 0],
    ]);
  });

  it('shows the categories with the waiting changes applied, the others as the API has them', () => {
    const categories = [
      { categoryName: 'מסעדות', budgetAmount: 200 },
      { categoryName: 'ביגוד', budgetAmount: 100 },
      { categoryName: 'דלק', budgetAmount: 500 },
    ];
    expect(
      withPendingBudgets(categories, pendingBudgets([change('מסעדות', 450), change('ביגוד', 0)])),
    ).toEqual([
      { categoryName: 'מסעדות', budgetAmount: 450 },
      { categoryName: 'ביגוד', budgetAmount: 0 },
      { categoryName: 'דלק', budgetAmount: 500 },
    ]);
    expect(withPendingBudgets(categories, new Map())).toBe(categories);
  });
});
