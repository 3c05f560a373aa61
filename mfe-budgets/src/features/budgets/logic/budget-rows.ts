import { budgetState, percentOf, toAgorot, type Agorot, type BudgetState } from '@kaspit/domain';

export interface CategoryStat {
  category: string;
  spent: number;
  budget: number | null;
}

export interface BudgetRow {
  category: string;
  /** False for a category that has spending but is no longer one of the user's categories (no budget to set). */
  editable: boolean;
  spent: Agorot;
  fixed: Agorot;
  budget: Agorot | null;
  state: BudgetState;
  percent: number | null;
}

/**
 * One row per user category (in the user's order), then any other category with spending this month. Amounts
 * arrive in shekels from the API and are counted in agorot here.
 */
export function buildRows(
  categories: { categoryName: string; budgetAmount: number }[],
  stats: CategoryStat[],
  fixedByCategory: Map<string, Agorot> = new Map(),
): BudgetRow[] {
  const spentBy = new Map(stats.map((s) => [s.category, toAgorot(s.spent)]));
  const row = (category: string, budgetShekels: number | null, editable: boolean): BudgetRow => {
    const spent = spentBy.get(category) ?? 0;
    const budget = budgetShekels ? toAgorot(budgetShekels) : null;
    return {
      category,
      editable,
      spent,
      fixed: Math.min(spent, fixedByCategory.get(category) ?? 0),
      budget,
      state: budgetState(spent, budget),
      percent: percentOf(spent, budget),
    };
  };
  const own = categories.map((c) => row(c.categoryName, c.budgetAmount, true));
  const known = new Set(categories.map((c) => c.categoryName));
  const others = stats.filter((s) => !known.has(s.category)).map((s) => row(s.category, null, false));
  return [...own, ...others];
}

export interface BudgetTotals {
  budget: Agorot;
  spent: Agorot;
  /** Spending in categories that have a budget, what `remaining` is measured against. */
  spentInBudgeted: Agorot;
  remaining: Agorot;
  outsideBudget: Agorot;
}

export function totalsOf(rows: BudgetRow[]): BudgetTotals {
  let budget = 0;
  let spent = 0;
  let spentInBudgeted = 0;
  for (const row of rows) {
    spent += row.spent;
    if (row.budget) {
      budget += row.budget;
      spentInBudgeted += row.spent;
    }
  }
  return {
    budget,
    spent,
    spentInBudgeted,
    remaining: budget - spentInBudgeted,
    outsideBudget: spent - spentInBudgeted,
  };
}

/**
 * Budgets to set from last month: every category without a budget that had spending last month gets that
 * amount, rounded up to whole shekels. Categories that already have a budget keep it.
 */
export function budgetsFromLastMonth(
  categories: { categoryName: string; budgetAmount: number }[],
  lastMonth: CategoryStat[],
): { categoryName: string; budgetAmount: number }[] {
  const spentBy = new Map(lastMonth.map((s) => [s.category, toAgorot(s.spent)]));
  return categories
    .filter((c) => !c.budgetAmount && (spentBy.get(c.categoryName) ?? 0) > 0)
    .map((c) => ({
      categoryName: c.categoryName,
      budgetAmount: Math.ceil(spentBy.get(c.categoryName)! / 100),
    }));
}
