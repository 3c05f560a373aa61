import {
  addMonths,
  amountInForce,
  billingMonthOf,
  daysBetween,
  monthRange,
  occursInMonth,
  type BillingCyclePeriod,
  type BillingPeriod,
  type IsoDate,
  type RecurringSchedule,
  type YearMonth,
} from '@kaspit/domain';
import { nameKey } from '../../../infrastructure/schemas/index.js';
import { median } from './stats.js';

/** One expense as the rules see it (agorot). */
export interface Expense {
  id: string;
  date: IsoDate;
  amountAgorot: number;
  category: string;
  description: string;
  paymentMethod?: string;
  /** Set for one installment of a plan: a fixed charge, not everyday spending. */
  planId?: string;
}

export const NEAR_BUDGET_RATIO = 0.8;
export const EXPIRY_WINDOW_DAYS = 14;
export const PRICE_RISE_LOOKBACK_MONTHS = 6;
export const MIN_SUBSCRIPTION_MONTHS = 3;

export interface CategoryForecast {
  category: string;
  spent: number;
  forecast: number;
  budget: number | null;
  status: 'over' | 'near' | 'ok' | 'no-budget';
  /** The largest expenses behind the category this month, largest first. */
  records: Expense[];
}

/**
 * Month-end forecast per category: everyday spending so far is scaled by the days of the billing period that have
 * passed; installments, expenses dated later in the period and recurring payments due are fixed and added as they
 * are. A closed period forecasts what was spent; a future one only what is already fixed.
 */
export function forecastByCategory(input: {
  period: BillingPeriod;
  today: IsoDate;
  expenses: readonly Expense[];
  recurringDue: readonly { category: string; amountAgorot: number }[];
  budgets: ReadonlyMap<string, number>;
}): CategoryForecast[] {
  const { period, today } = input;
  const totalDays = daysBetween(period.from, period.to) + 1;
  const elapsed = Math.min(totalDays, Math.max(0, daysBetween(period.from, today) + 1));
  const rows = new Map<string, { variable: number; fixed: number; records: Expense[] }>();
  const row = (category: string) => {
    if (!rows.has(category)) rows.set(category, { variable: 0, fixed: 0, records: [] });
    return rows.get(category)!;
  };
  for (const e of input.expenses) {
    const r = row(e.category);
    if (e.planId || e.date > today) r.fixed += e.amountAgorot;
    else r.variable += e.amountAgorot;
    r.records.push(e);
  }
  for (const due of input.recurringDue) row(due.category).fixed += due.amountAgorot;
  for (const [category, budget] of input.budgets) if (budget > 0) row(category);

  return [...rows]
    .map(([category, r]) => {
      const scaled = elapsed === 0 ? 0 : Math.round((r.variable * totalDays) / elapsed);
      const forecast = scaled + r.fixed;
      const budget = input.budgets.get(category) ?? 0;
      const status: CategoryForecast['status'] =
        budget <= 0
          ? 'no-budget'
          : forecast > budget
            ? 'over'
            : forecast >= budget * NEAR_BUDGET_RATIO
              ? 'near'
              : 'ok';
      return {
        category,
        spent: r.variable + r.fixed,
        forecast,
        budget: budget > 0 ? budget : null,
        status,
        records: [...r.records].sort((a, b) => b.amountAgorot - a.amountAgorot).slice(0, 3),
      };
    })
    .sort((a, b) => b.forecast - a.forecast);
}

export interface RecurringLike {
  id: string;
  name: string;
  category: string;
  paymentMethod?: string;
  schedule: RecurringSchedule;
}

export interface PriceRise {
  payment: RecurringLike;
  previousAgorot: number;
  currentAgorot: number;
  since: YearMonth;
  reason?: string;
}

/** Recurring payments still running whose price in `month` is above their price six months earlier. */
export function priceRises(
  payments: readonly RecurringLike[],
  month: YearMonth,
  cycle: BillingCyclePeriod,
): PriceRise[] {
  const before = addMonths(month, -PRICE_RISE_LOOKBACK_MONTHS);
  const recent = monthRange(addMonths(month, -2), month);
  return payments.flatMap((payment) => {
    if (!recent.some((m) => occursInMonth(payment.schedule, m, cycle))) return [];
    const currentAgorot = amountInForce(payment.schedule, month);
    const previousAgorot = amountInForce(payment.schedule, before);
    if (currentAgorot <= previousAgorot) return [];
    const entry = [...(payment.schedule.amountHistory ?? [])]
      .filter((h) => h.effectiveFrom <= month && h.amount === currentAgorot)
      .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];
    return [
      {
        payment,
        previousAgorot,
        currentAgorot,
        since: entry?.effectiveFrom ?? month,
        ...(entry?.reason ? { reason: entry.reason } : {}),
      },
    ];
  });
}

export interface PossibleSubscription {
  description: string;
  category: string;
  paymentMethod?: string;
  amountAgorot: number;
  months: YearMonth[];
  firstDate: IsoDate;
}

const similar = (a: number, b: number) => Math.abs(a - b) <= Math.max(300, 0.1 * Math.max(a, b));

/**
 * Expenses with the same description and category, charged once a month at a similar amount for at least three
 * consecutive billing months up to `month` (or the month before), with no recurring payment of that name or of
 * that category and amount: probably a subscription the user has not registered.
 */
export function possibleSubscriptions(
  expenses: readonly Expense[],
  recurring: readonly RecurringLike[],
  month: YearMonth,
  cycle: BillingCyclePeriod,
): PossibleSubscription[] {
  const groups = new Map<string, Expense[]>();
  for (const e of expenses) {
    // Installments are fixed charges, and a refund (negative) is money back, not a charge that repeats.
    if (e.planId || e.amountAgorot <= 0) continue;
    const key = `${nameKey(e.description)}|${e.category}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const found: PossibleSubscription[] = [];
  for (const group of groups.values()) {
    const byMonth = new Map<YearMonth, Expense[]>();
    for (const e of group) {
      const m = billingMonthOf(e.date, cycle);
      byMonth.set(m, [...(byMonth.get(m) ?? []), e]);
    }
    const end = byMonth.has(month) ? month : addMonths(month, -1);
    const run: Expense[] = [];
    for (let m = end; byMonth.get(m)?.length === 1; m = addMonths(m, -1)) run.unshift(byMonth.get(m)![0]!);
    if (run.length < MIN_SUBSCRIPTION_MONTHS) continue;
    const typical = median(run.map((e) => e.amountAgorot));
    if (!run.every((e) => similar(e.amountAgorot, typical))) continue;
    const latest = run.at(-1)!;
    const key = nameKey(latest.description);
    const registered = recurring.some(
      (p) =>
        nameKey(p.name).includes(key) ||
        key.includes(nameKey(p.name)) ||
        (p.category === latest.category && similar(amountInForce(p.schedule, end), latest.amountAgorot)),
    );
    if (registered) continue;
    found.push({
      description: latest.description,
      category: latest.category,
      ...(latest.paymentMethod ? { paymentMethod: latest.paymentMethod } : {}),
      amountAgorot: latest.amountAgorot,
      months: run.map((e) => billingMonthOf(e.date, cycle)),
      firstDate: run[0]!.date,
    });
  }
  return found;
}

export interface DiscountLike {
  id: string;
  title: string;
  business?: string;
  code?: string;
  expiresAt?: string;
  isUsed: boolean;
}

/** Unused discounts that expire within the next 14 days (today included), soonest first. */
export function expiringDiscounts(discounts: readonly DiscountLike[], today: IsoDate) {
  return discounts
    .filter((d) => !d.isUsed && d.expiresAt && d.expiresAt >= today)
    .map((d) => ({ discount: d, daysLeft: daysBetween(today, d.expiresAt!) }))
    .filter((d) => d.daysLeft <= EXPIRY_WINDOW_DAYS)
    .sort((a, b) => a.daysLeft - b.daysLeft);
}
