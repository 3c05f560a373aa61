import { useCallback, useMemo } from 'react';
import {
  billingPeriod,
  DEFAULT_BILLING_CYCLE,
  fixedChargesByCategory,
  forecastAgorot,
  fromSelectedDate,
  todayIn,
} from '@kaspit/domain';
import {
  readStatusOf,
  usePendingWritesTo,
  useQuery,
  useQueryClient,
  useSelectedDate,
  useSession,
} from '@kaspit/shared-auth';
import { budgetsQuery, budgetsUrl, saveBudget, type BudgetsData } from '../api/budgets-api.js';
import { buildRows, totalsOf } from '../logic/budget-rows.js';
import { pendingBudgets, withPendingBudgets } from '../logic/pending-budgets.js';

/**
 * The selected billing month's budgets, spending and forecast, from the page's query cache under the user and month:
 * read again when either changes and after any write to records, budgets or the profile.
 */
export function useBudgets() {
  const { user } = useSession();
  const month = fromSelectedDate(useSelectedDate());
  const cycle = user?.billingCyclePeriod ?? DEFAULT_BILLING_CYCLE;
  const userId = user?.id;
  const query = useMemo(() => budgetsQuery(userId ?? '', month), [userId, month]);
  const { queryKey } = query;
  const budgets = useQuery({ ...query, enabled: Boolean(userId) });
  const queryClient = useQueryClient();
  // A failed read shows its failure, not an earlier answer (another month's or user's is never shown as this one's).
  const status = readStatusOf(budgets);
  const ready = status === 'ready' ? budgets.data! : null;

  // Changes the outbox delivered later (from this tab or another) are read back as the API stored them: the page's
  // query cache reads everything again on each delivery.
  // Budgets set on this device that wait for the API: shown as set, and marked.
  const waitingWrites = usePendingWritesTo(budgetsUrl(userId ?? ''));
  const waiting = useMemo(() => pendingBudgets(waitingWrites), [waitingWrites]);

  // The month's bounds need only the person's cycle: known before the month's figures arrive.
  const period = useMemo(() => billingPeriod(month, cycle), [month, cycle]);
  const view = useMemo(() => {
    if (!ready) return null;
    const today = todayIn();
    const fixed = fixedChargesByCategory(ready.outcomes, ready.recurring, month, cycle);
    const categories = withPendingBudgets(ready.categories, waiting);
    const rows = buildRows(categories, ready.stats, fixed).map((row) => ({
      ...row,
      forecast: forecastAgorot(row, period, today),
      pending: waiting.has(row.category),
    }));
    const totals = totalsOf(rows);
    const forecast = rows.reduce((sum, row) => sum + row.forecast, 0);
    return { period, rows, totals: { ...totals, forecast } };
  }, [ready, period, month, cycle, waiting]);

  /** Sets a budget: `'sent'` when the API has it, `'kept'` when it waits on the device. */
  const setBudget = useCallback(
    async (categoryName: string, amount: number): Promise<'sent' | 'kept'> => {
      if (!userId) return 'sent';
      const categories = await saveBudget(userId, categoryName, amount);
      if (categories === 'kept') return 'kept';
      queryClient.setQueryData<BudgetsData>(queryKey, (was) => was && { ...was, categories });
      return 'sent';
    },
    [userId, queryClient, queryKey],
  );
  const { refetch } = budgets;

  return {
    signedIn: Boolean(userId),
    status,
    month,
    period,
    view,
    categories: ready ? withPendingBudgets(ready.categories, waiting) : [],
    lastMonthStats: ready?.lastMonthStats ?? [],
    setBudget,
    reload: () => void refetch(),
  };
}

export type BudgetsView = NonNullable<ReturnType<typeof useBudgets>['view']>;
export type BudgetRowView = BudgetsView['rows'][number];
