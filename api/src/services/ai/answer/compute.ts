import type { Db, Document } from 'mongodb';
import {
  addMonths,
  billingPeriod,
  occurrences,
  type BillingCyclePeriod,
  type YearMonth,
} from '@kaspit/domain';
import { escapeRegExp, wordForms } from '../parser/hebrew.js';
import type { ParsedQuestion } from '../parser/index.js';
import { recurringOf } from '../insights/load.js';

/** One record behind an answer. Recurring payments have a billing month rather than a date. */
export interface AnswerRecord {
  source: 'outcome' | 'recurring' | 'income';
  id: string;
  date?: string;
  month: YearMonth;
  amountAgorot: number;
  description: string;
  category?: string;
  paymentMethod?: string;
}

export interface QueryResult {
  totalAgorot: number;
  count: number;
  /** The records, most relevant first (largest for "biggest", smallest for "smallest", newest otherwise). */
  records: AnswerRecord[];
}

export const RECORD_LIMIT = 20;

/** A term matches its word in any prefixed form: "ברמי" finds "רמי לוי". */
const termPattern = (term: string) =>
  new RegExp(
    wordForms(term)
      .filter((f) => f.length >= 2)
      .map(escapeRegExp)
      .join('|'),
    'i',
  );

/** Runs a parsed question over the user's records: sums and counts in the database, the records beside them. */
export async function runQuestion(
  db: Db,
  user: { id: string; billingCyclePeriod: BillingCyclePeriod },
  q: ParsedQuestion,
): Promise<QueryResult> {
  const cycle = user.billingCyclePeriod;
  const from = billingPeriod(q.span.from, cycle).from;
  const to = billingPeriod(q.span.to, cycle).to;
  const textField = q.subject === 'incomes' ? 'source' : 'description';
  const filter: Document = {
    userId: user.id,
    date: { $gte: from, $lte: to },
    ...(q.category ? { category: q.category } : {}),
    ...(q.paymentMethod && q.subject === 'outcomes' ? { paymentMethod: q.paymentMethod } : {}),
    ...(q.terms.length ? { $and: q.terms.map((t) => ({ [textField]: { $regex: termPattern(t) } })) } : {}),
  };
  const collection = db.collection(q.subject);
  const sort: Record<string, 1 | -1> =
    q.intent === 'biggest'
      ? { amountAgorot: -1 }
      : q.intent === 'smallest'
        ? { amountAgorot: 1 }
        : { date: -1, createdAt: -1 };
  // A refund is money back, not the smallest (or any ranked) expense; the sum still nets it.
  const ranked: Document =
    q.intent === 'biggest' || q.intent === 'smallest' ? { ...filter, amountAgorot: { $gt: 0 } } : filter;
  const [[sum], docs, recurring] = await Promise.all([
    collection
      .aggregate<{ total: number; count: number }>([
        { $match: filter },
        { $group: { _id: null, total: { $sum: '$amountAgorot' }, count: { $sum: 1 } } },
      ])
      .toArray(),
    collection.find(ranked, { projection: { _id: 0 }, sort, limit: RECORD_LIMIT }).toArray(),
    q.subject === 'outcomes' ? recurringRecords(db, user.id, q, cycle) : Promise.resolve([]),
  ]);
  const records: AnswerRecord[] = docs.map((d) => ({
    source: q.subject === 'incomes' ? 'income' : 'outcome',
    id: d.id,
    date: d.date,
    month: q.span.from === q.span.to ? q.span.from : monthOfDate(d.date, q.span.from, q.span.to, cycle),
    amountAgorot: d.amountAgorot,
    description: d[textField],
    ...(d.category ? { category: d.category } : {}),
    ...(d.paymentMethod ? { paymentMethod: d.paymentMethod } : {}),
  }));
  const all = [...records, ...recurring];
  const order = (a: AnswerRecord, b: AnswerRecord) =>
    q.intent === 'biggest'
      ? b.amountAgorot - a.amountAgorot
      : q.intent === 'smallest'
        ? a.amountAgorot - b.amountAgorot
        : (b.date ?? `${b.month}-99`).localeCompare(a.date ?? `${a.month}-99`);
  return {
    totalAgorot: (sum?.total ?? 0) + recurring.reduce((s, r) => s + r.amountAgorot, 0),
    count: (sum?.count ?? 0) + recurring.length,
    records: all.sort(order).slice(0, RECORD_LIMIT),
  };
}

function monthOfDate(date: string, from: YearMonth, to: YearMonth, cycle: BillingCyclePeriod): YearMonth {
  // The billing month of a record inside the span; the span is short, so walking it is cheap.
  for (let m = from; m <= to; m = addMonths(m, 1)) {
    const p = billingPeriod(m, cycle);
    if (date >= p.from && date <= p.to) return m;
  }
  return from;
}

/** Recurring payments count as expenses in the months they are due, as in the statistics. */
async function recurringRecords(
  db: Db,
  userId: string,
  q: ParsedQuestion,
  cycle: BillingCyclePeriod,
): Promise<AnswerRecord[]> {
  const patterns = q.terms.map(termPattern);
  const payments = (await recurringOf(db, userId)).filter(
    (p) =>
      (!q.category || p.category === q.category) &&
      (!q.paymentMethod || p.paymentMethod === q.paymentMethod) &&
      patterns.every((re) => re.test(p.name)),
  );
  return payments.flatMap((p) =>
    occurrences(p.schedule, q.span.from, q.span.to, cycle).map((o) => ({
      source: 'recurring' as const,
      id: p.id,
      month: o.month,
      amountAgorot: o.amount,
      description: p.name,
      category: p.category,
      ...(p.paymentMethod ? { paymentMethod: p.paymentMethod } : {}),
    })),
  );
}
