import type { Agorot } from '../../money/agorot/index.js';

/** A share of the budget this high (in percent) or more is near the budget. */
export const WARNING_PERCENT = 80;

export type BudgetState = 'none' | 'ok' | 'warning' | 'over';

/** `over` once spending passes the budget, `warning` from 80% of it, `none` without a budget. */
export function budgetState(spent: Agorot, budget: Agorot | null): BudgetState {
  if (!budget) return 'none';
  if (spent > budget) return 'over';
  return spent * 100 >= budget * WARNING_PERCENT ? 'warning' : 'ok';
}

/** Whole percent of the budget spent (floored, so 79.9% never reads as 80%). */
export function percentOf(spent: Agorot, budget: Agorot | null): number | null {
  return budget ? Math.floor((spent * 100) / budget) : null;
}
