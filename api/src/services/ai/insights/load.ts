import type { Db } from 'mongodb';
import { addMonths, billingPeriod, type BillingCyclePeriod, type YearMonth } from '@kaspit/domain';
import type { DiscountDoc } from '../../records/kinds/discounts.js';
import { toSchedule, type RecurringDoc } from '../../records/kinds/recurring-payments.js';
import type { Expense, RecurringLike } from './rules.js';
import type { PastExpense } from './unusual-expenses/index.js';

export const BASELINE_MONTHS = 6;

interface ExpenseDoc {
  id: string;
  date: string;
  amountAgorot: number;
  category: string;
  description: string;
  paymentMethod?: string;
  installments?: { planId: string };
}

const toExpense = (d: ExpenseDoc): Expense => ({
  id: d.id,
  date: d.date,
  amountAgorot: d.amountAgorot,
  category: d.category,
  description: d.description,
  ...(d.paymentMethod ? { paymentMethod: d.paymentMethod } : {}),
  ...(d.installments?.planId ? { planId: d.installments.planId } : {}),
});

const projection = {
  _id: 0,
  id: 1,
  date: 1,
  amountAgorot: 1,
  category: 1,
  description: 1,
  paymentMethod: 1,
  installments: 1,
};

/** The expenses of one billing period. */
export async function expensesBetween(db: Db, userId: string, from: string, to: string): Promise<Expense[]> {
  const docs = await db
    .collection<ExpenseDoc>('outcomes')
    .find({ userId, date: { $gte: from, $lte: to } }, { projection })
    .toArray();
  return docs.map(toExpense);
}

/**
 * Each category's everyday (non-installment) expenses over the six billing months ending with `month` — id,
 * amount and description, for the unusual-expense rule's merchant and amount bands — grouped in the database so
 * one array per category comes back.
 */
export async function categoryHistory(
  db: Db,
  userId: string,
  month: YearMonth,
  cycle: BillingCyclePeriod,
): Promise<Map<string, PastExpense[]>> {
  const from = billingPeriod(addMonths(month, -(BASELINE_MONTHS - 1)), cycle).from;
  const to = billingPeriod(month, cycle).to;
  const rows = await db
    .collection('outcomes')
    .aggregate<{ _id: string; expenses: PastExpense[] }>([
      { $match: { userId, date: { $gte: from, $lte: to }, installments: { $exists: false } } },
      {
        $group: {
          _id: '$category',
          expenses: { $push: { id: '$id', amountAgorot: '$amountAgorot', description: '$description' } },
        },
      },
    ])
    .toArray();
  return new Map(rows.map((r) => [r._id, r.expenses]));
}

/**
 * Expenses that repeat under one description and category in at least three of the six billing months up to
 * `month`: the database groups them and drops the one-offs, which are most expenses.
 */
export async function repeatedExpenses(
  db: Db,
  userId: string,
  month: YearMonth,
  cycle: BillingCyclePeriod,
): Promise<Expense[]> {
  const from = billingPeriod(addMonths(month, -(BASELINE_MONTHS - 1)), cycle).from;
  const to = billingPeriod(month, cycle).to;
  const groups = await db
    .collection('outcomes')
    .aggregate<{ items: ExpenseDoc[] }>([
      { $match: { userId, date: { $gte: from, $lte: to }, installments: { $exists: false } } },
      { $sort: { date: 1 } },
      {
        $group: {
          _id: { description: '$description', category: '$category' },
          count: { $sum: 1 },
          items: {
            $push: {
              id: '$id',
              date: '$date',
              amountAgorot: '$amountAgorot',
              category: '$category',
              description: '$description',
              paymentMethod: '$paymentMethod',
            },
          },
        },
      },
      { $match: { count: { $gte: 3 } } },
    ])
    .toArray();
  return groups.flatMap((g) => g.items.map(toExpense));
}

export async function recurringOf(
  db: Db,
  userId: string,
): Promise<(RecurringLike & { doc: RecurringDoc })[]> {
  const docs = await db.collection<RecurringDoc>('recurringPayments').find({ userId }).toArray();
  return docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    category: doc.category,
    ...(doc.paymentMethod ? { paymentMethod: doc.paymentMethod } : {}),
    schedule: toSchedule(doc),
    doc,
  }));
}

/** Unused discounts with an expiry date from `today` to `until`. */
export function discountsExpiring(db: Db, userId: string, today: string, until: string) {
  return db
    .collection<DiscountDoc>('discounts')
    .find(
      { userId, isUsed: false, expiresAt: { $gte: today, $lte: until } },
      { projection: { _id: 0, id: 1, title: 1, business: 1, code: 1, expiresAt: 1, isUsed: 1 } },
    )
    .toArray();
}
