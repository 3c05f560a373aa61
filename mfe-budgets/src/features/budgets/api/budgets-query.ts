import type { RecordList, StatisticsReply, UserSettingsReply } from '@kaspit/api-contract';
import { addMonths, type OutcomeView, type RecurringPaymentView, type YearMonth } from '@kaspit/domain';
import { apiCall } from '@kaspit/shared-auth';
import type { CategoryStat } from '../logic/budget-rows.js';

// The month's read on its own (no message catalogue): the remote's `./first-reads` module carries only this.

export type Category = UserSettingsReply<'budgets'>['categories'][number];

export interface BudgetsData {
  categories: Category[];
  stats: CategoryStat[];
  lastMonthStats: CategoryStat[];
  outcomes: OutcomeView[];
  recurring: RecurringPaymentView[];
}

/** Where a person's budgets are read and set (and where the outbox keeps the changes that wait). */
export const budgetsUrl = (userId: string) => `/users/${userId}/budgets`;

const statistics = (month: YearMonth) =>
  apiCall<StatisticsReply>({ url: '/statistics', params: { month } }).then((r) => r.statistics.byCategory);

/** Rows per page when reading a month's installments (the API's most). */
const INSTALLMENT_PAGE = 500;

/**
 * The month's installments of plans, the only outcomes the page needs row by row (its spending comes from the
 * statistics): filtered on the server, so a month of thousands of purchases sends only its few installments.
 */
async function installmentsOf(month: YearMonth): Promise<OutcomeView[]> {
  const rows: OutcomeView[] = [];
  let cursor: string | null = null;
  do {
    const page: RecordList<'outcomesPage'> = await apiCall({
      url: '/outcomes',
      params: { month, installments: 'only', limit: INSTALLMENT_PAGE, ...(cursor ? { cursor } : {}) },
    });
    rows.push(...page.outcomes);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

/** Everything the page shows for billing month `month`: one round of parallel calls. */
export async function fetchBudgetsData(userId: string, month: YearMonth): Promise<BudgetsData> {
  const params = { userId, month };
  const [budgets, stats, lastMonthStats, outcomes, recurring] = await Promise.all([
    apiCall<UserSettingsReply<'budgets'>>({ url: budgetsUrl(userId) }),
    statistics(month),
    statistics(addMonths(month, -1)),
    installmentsOf(month),
    apiCall<RecordList<'recurringPayments'>>({ url: '/recurring-payments', params }),
  ]);
  return {
    categories: budgets.categories,
    stats,
    lastMonthStats,
    outcomes,
    recurring: recurring.recurringPayments,
  };
}

/**
 * The page's read of billing month `month`, as the page's query cache keeps it: the key and the fetch in one place,
 * so the page and its first read (started by the shell while the page's code is still on its way, see
 * `first-reads.ts`) are one cache entry and one request.
 */
export const budgetsQuery = (userId: string, month: YearMonth) => ({
  queryKey: ['budgets', userId, month] as const,
  queryFn: () => fetchBudgetsData(userId, month),
  // The first read, answered while the page's code was still arriving, is not made again when the page mounts
  // moments later; a write marks it stale at once, as it does every read.
  staleTime: 30_000,
  // Spending comes from the records, the period from the profile's billing cycle.
  meta: { reads: ['records', 'budgets', 'profile'] as const },
});
