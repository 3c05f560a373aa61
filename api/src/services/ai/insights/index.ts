import type { Db } from 'mongodb';
import type { Insight, InsightsReport } from '@kaspit/api-contract';
import {
  addDays,
  amountInMonth,
  billingPeriod,
  daysBetween,
  fromAgorot,
  type IsoDate,
  type YearMonth,
} from '@kaspit/domain';
import type { UserDoc } from '../../users/repository.js';
import {
  categoryHistory,
  discountsExpiring,
  expensesBetween,
  recurringOf,
  repeatedExpenses,
} from './load.js';
import {
  EXPIRY_WINDOW_DAYS,
  expiringDiscounts,
  forecastByCategory,
  possibleSubscriptions,
  priceRises,
  type Expense,
} from './rules.js';
import { unusualExpenses } from './unusual-expenses/index.js';

const presentExpense = ({ amountAgorot, planId: _plan, ...rest }: Expense) => ({
  ...rest,
  amount: fromAgorot(amountAgorot),
});

/**
 * Everything the AI page shows for billing month `month`, computed from the user's own data only. `today` is the
 * user's civil date; the forecast and the discount window count from it.
 */
export async function computeInsights(
  db: Db,
  user: UserDoc,
  month: YearMonth,
  today: IsoDate,
): Promise<InsightsReport> {
  const cycle = user.billingCyclePeriod;
  const period = billingPeriod(month, cycle);
  const [expenses, history, repeated, recurring, discounts] = await Promise.all([
    expensesBetween(db, user.id, period.from, period.to),
    categoryHistory(db, user.id, month, cycle),
    repeatedExpenses(db, user.id, month, cycle),
    recurringOf(db, user.id),
    discountsExpiring(db, user.id, today, addDays(today, EXPIRY_WINDOW_DAYS)),
  ]);

  const budgets = new Map(user.categories.map((c) => [c.categoryName, Math.round(c.budgetAmount * 100)]));
  const recurringDue = recurring.map((p) => ({
    category: p.category,
    amountAgorot: amountInMonth(p.schedule, month, cycle),
  }));
  const forecast = forecastByCategory({ period, today, expenses, recurringDue, budgets });
  const totalDays = daysBetween(period.from, period.to) + 1;
  const state = today < period.from ? 'future' : today > period.to ? 'closed' : 'running';

  const insights: Insight[] = [
    ...forecast
      .filter((f) => f.status === 'over' || f.status === 'near')
      .map((f) => ({
        kind: 'forecast' as const,
        severity: f.status === 'over' ? ('danger' as const) : ('warning' as const),
        category: f.category,
        spent: fromAgorot(f.spent),
        forecast: fromAgorot(f.forecast),
        budget: fromAgorot(f.budget ?? 0),
        records: f.records.map(presentExpense),
      })),
    ...unusualExpenses(expenses, history).map((u) => ({
      kind: 'unusual' as const,
      severity: 'warning' as const,
      record: presentExpense(u.expense),
      usual: fromAgorot(u.usualAgorot),
      /** "merchant": usual at the same business; "category": usual for expenses of this size in the category. */
      basis: u.basis,
    })),
    ...priceRises(recurring, month, cycle).map((r) => ({
      kind: 'priceRise' as const,
      severity: 'info' as const,
      recurringPaymentId: r.payment.id,
      name: r.payment.name,
      category: r.payment.category,
      previousAmount: fromAgorot(r.previousAgorot),
      amount: fromAgorot(r.currentAgorot),
      since: r.since,
      ...(r.reason ? { reason: r.reason } : {}),
    })),
    ...possibleSubscriptions(repeated, recurring, month, cycle).map((s) => ({
      kind: 'possibleSubscription' as const,
      severity: 'info' as const,
      description: s.description,
      category: s.category,
      amount: fromAgorot(s.amountAgorot),
      months: s.months,
      // What POST /api/recurring-payments takes to register it.
      suggestion: {
        name: s.description,
        amount: fromAgorot(s.amountAgorot),
        category: s.category,
        ...(s.paymentMethod ? { paymentMethod: s.paymentMethod } : {}),
        frequency: 'monthly' as const,
        startDate: s.firstDate,
      },
    })),
    ...expiringDiscounts(discounts, today).map(({ discount, daysLeft }) => ({
      kind: 'expiringDiscount' as const,
      severity: daysLeft <= 3 ? ('warning' as const) : ('info' as const),
      discountId: discount.id,
      title: discount.title,
      ...(discount.business ? { business: discount.business } : {}),
      ...(discount.code ? { code: discount.code } : {}),
      expiresAt: discount.expiresAt!,
      daysLeft,
    })),
  ];

  return {
    month,
    period,
    today,
    forecastState: state,
    daysElapsed: Math.min(totalDays, Math.max(0, daysBetween(period.from, today) + 1)),
    totalDays,
    forecast: forecast.map((f) => ({
      category: f.category,
      spent: fromAgorot(f.spent),
      forecast: fromAgorot(f.forecast),
      budget: f.budget === null ? null : fromAgorot(f.budget),
      status: f.status,
    })),
    insights,
  };
}
