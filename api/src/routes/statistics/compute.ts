import type { Db } from 'mongodb';
import type { Statistics } from '@kaspit/api-contract';
import {
  addMonths,
  amountInMonth,
  billingMonthOf,
  billingPeriod,
  fromAgorot,
  monthRange,
  type BillingCyclePeriod,
} from '@kaspit/domain';
import type { UserDoc } from '../../services/users/repository.js';
import { toSchedule, type RecurringDoc } from '../../services/records/kinds/recurring-payments.js';

export const TREND_MONTHS = 12;

/**
 * Sums of `amountAgorot` per date from `from` to `to`, grouped in the database: at most one row per day comes back,
 * and the store's native `$group` handles `_id: '$date'`. The 12-month trend, the month's total and its daily
 * figures all come from these rows.
 */
function sumByDate(db: Db, collection: string, userId: string, from: string, to: string) {
  return db
    .collection(collection)
    .aggregate<{ _id: string; agorot: number }>([
      { $match: { userId, date: { $gte: from, $lte: to } } },
      { $group: { _id: '$date', agorot: { $sum: '$amountAgorot' } } },
    ])
    .toArray();
}

/** The month's outcomes summed per category and payment method: a few dozen rows for the breakdowns. */
function sumByCategoryAndMethod(db: Db, userId: string, from: string, to: string) {
  return db
    .collection('outcomes')
    .aggregate<{ _id: { category: string; paymentMethod?: string }; agorot: number }>([
      { $match: { userId, date: { $gte: from, $lte: to } } },
      {
        $group: {
          _id: { category: '$category', paymentMethod: '$paymentMethod' },
          agorot: { $sum: '$amountAgorot' },
        },
      },
    ])
    .toArray();
}

async function discountsSaved(db: Db, userId: string, from: string, to: string): Promise<number> {
  const [row] = await db
    .collection('discounts')
    .aggregate<{ agorot: number }>([
      { $match: { userId, isUsed: true, usedAt: { $gte: from, $lte: to } } },
      { $group: { _id: null, agorot: { $sum: '$savedAgorot' } } },
    ])
    .toArray();
  return row?.agorot ?? 0;
}

const add = (map: Map<string, number>, key: string, agorot: number) =>
  map.set(key, (map.get(key) ?? 0) + agorot);

/**
 * The statistics of billing month `month` (spec "statistics"): totals, spending by category against budget and by
 * payment method, each day's spending, and a 12-month trend. Amounts are summed in agorot and shown in shekels.
 */
export async function monthStatistics(db: Db, user: UserDoc, month: string): Promise<Statistics> {
  const cycle: BillingCyclePeriod = user.billingCyclePeriod;
  const period = billingPeriod(month, cycle);
  const trendMonths = monthRange(addMonths(month, -(TREND_MONTHS - 1)), month);
  const trendFrom = billingPeriod(trendMonths[0]!, cycle).from;

  const [outcomeDays, monthBreakdown, incomeDays, saved, recurring] = await Promise.all([
    sumByDate(db, 'outcomes', user.id, trendFrom, period.to),
    sumByCategoryAndMethod(db, user.id, period.from, period.to),
    sumByDate(db, 'incomes', user.id, trendFrom, period.to),
    discountsSaved(db, user.id, period.from, period.to),
    db.collection<RecurringDoc>('recurringPayments').find({ userId: user.id }).toArray(),
  ]);

  const byCategory = new Map<string, number>();
  const byPaymentMethod = new Map<string, number>();
  const daily = new Map<string, number>();
  const trendOutcomes = new Map<string, number>();
  const trendIncomes = new Map<string, number>();
  const trendRecurring = new Map<string, number>();
  let outcomes = 0;
  for (const { _id: date, agorot } of outcomeDays) {
    add(trendOutcomes, billingMonthOf(date, cycle), agorot);
    if (date < period.from) continue;
    outcomes += agorot;
    add(daily, date, agorot);
  }
  for (const { _id, agorot } of monthBreakdown) {
    add(byCategory, _id.category, agorot);
    add(byPaymentMethod, _id.paymentMethod ?? '', agorot);
  }
  let incomes = 0;
  for (const { _id: date, agorot } of incomeDays) {
    add(trendIncomes, billingMonthOf(date, cycle), agorot);
    if (date >= period.from) incomes += agorot;
  }
  let recurringTotal = 0;
  for (const doc of recurring) {
    const schedule = toSchedule(doc);
    for (const m of trendMonths) add(trendRecurring, m, amountInMonth(schedule, m, cycle));
    const due = amountInMonth(schedule, month, cycle);
    if (due === 0) continue;
    recurringTotal += due;
    add(byCategory, doc.category, due);
    add(byPaymentMethod, doc.paymentMethod ?? '', due);
  }

  const budgets = new Map(user.categories.map((c) => [c.categoryName, Math.round(c.budgetAmount * 100)]));
  const categories = new Set([
    ...byCategory.keys(),
    ...[...budgets].filter(([, b]) => b > 0).map(([name]) => name),
  ]);
  return {
    month,
    period,
    totals: {
      outcomes: fromAgorot(outcomes),
      recurring: fromAgorot(recurringTotal),
      incomes: fromAgorot(incomes),
      discountsSaved: fromAgorot(saved),
      net: fromAgorot(incomes - outcomes - recurringTotal),
    },
    byCategory: [...categories]
      .map((category) => {
        const spent = byCategory.get(category) ?? 0;
        const budget = budgets.get(category) ?? 0;
        return {
          category,
          spent: fromAgorot(spent),
          budget: budget > 0 ? fromAgorot(budget) : null,
          remaining: budget > 0 ? fromAgorot(budget - spent) : null,
        };
      })
      .sort((a, b) => b.spent - a.spent || a.category.localeCompare(b.category, 'he')),
    byPaymentMethod: [...byPaymentMethod]
      .map(([paymentMethod, spent]) => ({ paymentMethod: paymentMethod || null, spent: fromAgorot(spent) }))
      .sort((a, b) => b.spent - a.spent),
    daily: datesOf(period.from, period.to).map((date) => ({ date, spent: fromAgorot(daily.get(date) ?? 0) })),
    trend: trendMonths.map((m) => ({
      month: m,
      outcomes: fromAgorot(trendOutcomes.get(m) ?? 0),
      recurring: fromAgorot(trendRecurring.get(m) ?? 0),
      incomes: fromAgorot(trendIncomes.get(m) ?? 0),
    })),
  };
}

function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d.toISOString().slice(0, 10) <= to;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    dates.push(d.toISOString().slice(0, 10));
  }
  return dates;
}
