import {
  billingPeriod,
  budgetState,
  chargesStillToCome,
  daysLeft,
  fixedChargesByCategory,
  forecastAgorot,
  percentOf,
  sumAgorot,
  toAgorot,
  type Agorot,
  type BillingCyclePeriod,
  type BudgetState,
  type InstallmentView,
  type IsoDate,
  type RecurringPaymentView,
  type UpcomingCharge,
  type YearMonth,
} from '@kaspit/domain';

/** A category of the month as the statistics send it (shekels). */
export interface CategorySpending {
  category: string;
  spent: number;
  budget: number | null;
}

export interface OutlookInput {
  month: YearMonth;
  cycle: BillingCyclePeriod;
  today: IsoDate;
  byCategory: readonly CategorySpending[];
  recurring: readonly (RecurringPaymentView & { id: string; name: string })[];
  installments: readonly (InstallmentView & { category: string })[];
  /** The bank balance the person recorded for the month, in shekels, or null. */
  balance: number | null;
}

export interface WatchedCategory {
  category: string;
  spent: Agorot;
  budget: Agorot;
  percent: number;
  state: Extract<BudgetState, 'warning' | 'over'>;
}

export interface MonthOutlook {
  /** Every category's spending this month, recurring payments included. */
  spent: Agorot;
  /** The sum of the categories' budgets; 0 when none is set. */
  budget: Agorot;
  percent: number | null;
  state: BudgetState;
  daysLeft: number;
  /** Month-end spending as the budgets page forecasts it: fixed charges once, the rest by the days elapsed. */
  forecast: Agorot;
  /** Over-budget categories first, then those near their budget, each by its share of the budget. */
  watched: WatchedCategory[];
  stillToCome: UpcomingCharge[];
  stillToComeTotal: Agorot;
  balanceAfter: Agorot | null;
  largest: { category: string; spent: Agorot }[];
}

/** "How am I doing this month?": the figures `/main` shows for the selected billing month, in agorot. */
export function monthOutlook(input: OutlookInput): MonthOutlook {
  const { month, cycle, today } = input;
  const period = billingPeriod(month, cycle);
  const fixed = fixedChargesByCategory([...input.installments], [...input.recurring], month, cycle);
  const rows = input.byCategory.map((c) => {
    const spent = toAgorot(c.spent);
    const budget = c.budget ? toAgorot(c.budget) : null;
    const fixedHere = Math.min(spent, fixed.get(c.category) ?? 0);
    return {
      category: c.category,
      spent,
      budget,
      forecast: forecastAgorot({ spent, fixed: fixedHere }, period, today),
    };
  });
  const spent = sumAgorot(rows.map((r) => r.spent));
  const budget = sumAgorot(rows.map((r) => r.budget ?? 0));
  const watched = rows
    .flatMap((r): WatchedCategory[] => {
      const state = budgetState(r.spent, r.budget);
      return (state === 'over' || state === 'warning') && r.budget
        ? [
            {
              category: r.category,
              spent: r.spent,
              budget: r.budget,
              percent: percentOf(r.spent, r.budget)!,
              state,
            },
          ]
        : [];
    })
    .sort((a, b) => b.percent - a.percent);
  const stillToCome = chargesStillToCome(input.recurring, input.installments, month, cycle, today);
  const stillToComeTotal = sumAgorot(stillToCome.map((c) => c.amount));
  return {
    spent,
    budget,
    percent: percentOf(spent, budget || null),
    state: budgetState(spent, budget || null),
    daysLeft: daysLeft(period, today),
    forecast: sumAgorot(rows.map((r) => r.forecast)),
    watched,
    stillToCome,
    stillToComeTotal,
    balanceAfter: input.balance === null ? null : toAgorot(input.balance) - stillToComeTotal,
    largest: rows
      .filter((r) => r.spent > 0)
      .sort((a, b) => b.spent - a.spent)
      .slice(0, 3)
      .map(({ category, spent }) => ({ category, spent })),
  };
}
