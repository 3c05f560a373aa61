import { addMonths, fromAgorot, type Agorot, type YearMonth } from '@kaspit/domain';
import { apiCall } from '@kaspit/shared-auth';
import type { CategoryStat } from '../logic/budget-rows.js';
import type { OutcomeView, RecurringPaymentView } from '../logic/fixed-charges.js';

export interface Category {
  categoryName: string;
  budgetAmount: number;
}

export interface BudgetsData {
  categories: Category[];
  stats: CategoryStat[];
  lastMonthStats: CategoryStat[];
  outcomes: OutcomeView[];
  recurring: RecurringPaymentView[];
}

interface Statistics {
  byCategory: CategoryStat[];
}

const statistics = (month: YearMonth) =>
  apiCall<{ statistics: Statistics }>({ url: '/statistics', params: { month } }).then(
    (r) => r.statistics.byCategory,
  );

/** Everything the page shows for billing month `month`: one round of parallel calls. */
export async function fetchBudgetsData(userId: string, month: YearMonth): Promise<BudgetsData> {
  const params = { userId, month };
  const [budgets, stats, lastMonthStats, outcomes, recurring] = await Promise.all([
    apiCall<{ categories: Category[] }>({ url: `/users/${userId}/budgets` }),
    statistics(month),
    statistics(addMonths(month, -1)),
    apiCall<{ outcomes: OutcomeView[] }>({ url: '/outcomes', params }),
    apiCall<{ recurringPayments: RecurringPaymentView[] }>({ url: '/recurring-payments', params }),
  ]);
  return {
    categories: budgets.categories,
    stats,
    lastMonthStats,
    outcomes: outcomes.outcomes,
    recurring: recurring.recurringPayments,
  };
}

/** `PATCH /users/:id/budgets`; 0 removes the budget. Returns the categories as stored. */
export async function saveBudget(userId: string, categoryName: string, amount: Agorot): Promise<Category[]> {
  const result = await apiCall<{ categories: Category[] }>({
    method: 'PATCH',
    url: `/users/${userId}/budgets`,
    data: { categoryName, budgetAmount: fromAgorot(amount) },
  });
  return result.categories;
}
