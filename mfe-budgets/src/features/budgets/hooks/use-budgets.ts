import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  billingPeriod,
  DEFAULT_BILLING_CYCLE,
  fixedChargesByCategory,
  forecastAgorot,
  fromSelectedDate,
  todayIn,
  type BillingCyclePeriod,
} from '@kaspit/domain';
import { usePendingWritesTo, useSelectedDate, useSession, writesDelivered$ } from '@kaspit/shared-auth';
import { budgetsUrl, fetchBudgetsData, saveBudget, type BudgetsData } from '../api/budgets-api.js';
import { buildRows, totalsOf } from '../logic/budget-rows.js';
import { pendingBudgets, withPendingBudgets } from '../logic/pending-budgets.js';

type Load =
  | { status: 'loading' }
  | { status: 'error'; key: string }
  | { status: 'ready'; key: string; data: BudgetsData };

/** The selected billing month's budgets, spending and forecast, reloaded when the month or user changes. */
export function useBudgets() {
  const { user } = useSession();
  const month = fromSelectedDate(useSelectedDate());
  const cycle = (user?.billingCyclePeriod as BillingCyclePeriod | undefined) ?? DEFAULT_BILLING_CYCLE;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const userId = user?.id;
  const key = `${userId}|${month}`;
  // A reply for another month or user is never shown as this one's (the month picker may move meanwhile).
  const current: Load = load.status !== 'loading' && load.key === key ? load : { status: 'loading' };
  const ready = current.status === 'ready' ? current.data : null;

  useEffect(() => {
    if (!userId) return;
    let live = true;
    fetchBudgetsData(userId, month).then(
      (data) => live && setLoad({ status: 'ready', key: `${userId}|${month}`, data }),
      () => live && setLoad({ status: 'error', key: `${userId}|${month}` }),
    );
    return () => {
      live = false;
    };
  }, [userId, month, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // Changes the outbox delivered later (from this tab or another) are read back as the API stored them.
  useEffect(() => {
    const subscription = writesDelivered$.subscribe(reload);
    return () => subscription.unsubscribe();
  }, [reload]);

  // Budgets set on this device that wait for the API: shown as set, and marked.
  const waitingWrites = usePendingWritesTo(budgetsUrl(userId ?? ''));
  const waiting = useMemo(() => pendingBudgets(waitingWrites), [waitingWrites]);

  const view = useMemo(() => {
    if (!ready) return null;
    const period = billingPeriod(month, cycle);
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
  }, [ready, month, cycle, waiting]);

  /** Sets a budget: `'sent'` when the API has it, `'kept'` when it waits on the device. */
  const setBudget = useCallback(
    async (categoryName: string, amount: number): Promise<'sent' | 'kept'> => {
      if (!userId) return 'sent';
      const categories = await saveBudget(userId, categoryName, amount);
      if (categories === 'kept') return 'kept';
      setLoad((was) => (was.status === 'ready' ? { ...was, data: { ...was.data, categories } } : was));
      return 'sent';
    },
    [userId],
  );

  return {
    signedIn: Boolean(userId),
    status: current.status,
    month,
    view,
    categories: ready ? withPendingBudgets(ready.categories, waiting) : [],
    lastMonthStats: ready?.lastMonthStats ?? [],
    setBudget,
    reload,
  };
}

export type BudgetsView = NonNullable<ReturnType<typeof useBudgets>['view']>;
export type BudgetRowView = BudgetsView['rows'][number];
