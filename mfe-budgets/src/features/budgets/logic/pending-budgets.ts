import type { PendingWrite } from '@kaspit/shared-auth';
import type { Category } from '../api/budgets-api.js';

/** The budgets (shekels) set on this device that wait to be sent, by category, the latest change of each. */
export function pendingBudgets(writes: readonly PendingWrite[]): Map<string, number> {
  const budgets = new Map<string, number>();
  for (const write of writes) {
    const body = write.data as Partial<Category> | undefined;
    if (write.method === 'PATCH' && body?.categoryName !== undefined && body.budgetAmount !== undefined)
      budgets.set(body.categoryName, body.budgetAmount);
  }
  return budgets;
}

/** The categories as the person last set them: the API's, with the changes still waiting on the device. */
export function withPendingBudgets(categories: Category[], pending: Map<string, number>): Category[] {
  if (pending.size === 0) return categories;
  return categories.map((c) =>
    pending.has(c.categoryName) ? { ...c, budgetAmount: pending.get(c.categoryName)! } : c,
  );
}
