import type { Income, Outcome, RecordView, RecurringPayment } from '@kaspit/api-contract';
import {
  installmentLabel,
  occurrenceInMonth,
  sumAgorot,
  toAgorot,
  type Agorot,
  type BillingCyclePeriod,
} from '@kaspit/domain';

export type LedgerType = 'expense' | 'income' | 'recurring';

/** Records as the API lists them (the contract's). */
export type ApiOutcome = RecordView<Outcome>;
export type ApiIncome = RecordView<Income>;
export type ApiRecurring = RecordView<RecurringPayment>;

export interface LedgerRow {
  key: string;
  type: LedgerType;
  id: string;
  date: string;
  description: string;
  category: string;
  paymentMethod: string;
  amount: Agorot;
  installment: string;
  source: ApiOutcome | ApiIncome | ApiRecurring;
}

/** The day a recurring payment falls on in billing month `month`: its start's day, kept inside the month. */

/**
 * One ledger of billing month `month`: its expenses and incomes as listed, and each recurring payment that occurs
 * in it at the amount in force then (the domain's rule, the one the statistics use).
 */
export function buildLedger(
  data: { outcomes: ApiOutcome[]; incomes: ApiIncome[]; recurringPayments: ApiRecurring[] },
  month: string,
  cycle: BillingCyclePeriod,
): LedgerRow[] {
  const rows: LedgerRow[] = [];
  for (const o of data.outcomes) {
    rows.push({
      key: `expense:${o.id}`,
      type: 'expense',
      id: o.id,
      date: o.date,
      description: o.description,
      category: o.category,
      paymentMethod: o.paymentMethod ?? '',
      amount: toAgorot(o.amount),
      installment: o.installments ? installmentLabel(o.installments.number, o.installments.total) : '',
      source: o,
    });
  }
  for (const i of data.incomes) {
    rows.push({
      key: `income:${i.id}`,
      type: 'income',
      id: i.id,
      date: i.date,
      description: i.source,
      category: i.category ?? '',
      paymentMethod: '',
      amount: toAgorot(i.amount),
      installment: '',
      source: i,
    });
  }
  for (const r of data.recurringPayments) {
    const schedule = {
      amount: toAgorot(r.amount),
      frequency: r.frequency,
      startDate: r.startDate,
      endDate: r.endDate ?? null,
      isActive: r.isActive,
      amountHistory: r.amountHistory.map((h) => ({ ...h, amount: toAgorot(h.amount) })),
      skips: r.skips ?? [],
    };
    const due = occurrenceInMonth(schedule, month, cycle);
    if (!due) continue;
    rows.push({
      key: `recurring:${r.id}`,
      type: 'recurring',
      id: r.id,
      date: due.date,
      description: r.name,
      category: r.category,
      paymentMethod: r.paymentMethod ?? '',
      amount: due.amount,
      installment: '',
      source: r,
    });
  }
  return rows;
}

export interface LedgerTotals {
  expenses: Agorot;
  recurring: Agorot;
  incomes: Agorot;
  net: Agorot;
}

/**
 * Totals from the API's sums of expenses and incomes (shekels, over every matching record, not only the pages
 * read) and the recurring payments' rows, added in agorot. A refund is a negative expense, so it nets here.
 */
export function totalsFromApi(expenses: number, incomes: number, recurringRows: LedgerRow[]): LedgerTotals {
  const [expenseAgorot, incomeAgorot] = [toAgorot(expenses), toAgorot(incomes)];
  const recurring = sumAgorot(recurringRows.map((r) => r.amount));
  return {
    expenses: expenseAgorot,
    recurring,
    incomes: incomeAgorot,
    net: sumAgorot([incomeAgorot, -expenseAgorot, -recurring]),
  };
}

export interface LedgerFilter {
  type: LedgerType | '';
  category: string;
  /** `''` for any; `'-'` for records with none. */
  paymentMethod: string;
}

export type SortKey = 'date' | 'description' | 'category' | 'paymentMethod' | 'amount' | 'type';
export interface LedgerSort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

export function filterRows(rows: LedgerRow[], f: LedgerFilter): LedgerRow[] {
  return rows.filter(
    (r) =>
      (!f.type || r.type === f.type) &&
      (!f.category || r.category === f.category) &&
      (!f.paymentMethod || r.paymentMethod === (f.paymentMethod === '-' ? '' : f.paymentMethod)),
  );
}

// Made on the first sort, not when the module is evaluated: a page's first ICU collator costs tens of milliseconds
// of set-up, which made the remote's start-up task on `/records` its longest.
let collator: Intl.Collator | undefined;

/** Sorted by `sort`, then newest first, so equal keys keep a stable, sensible order. */
export function sortRows(rows: LedgerRow[], sort: LedgerSort): LedgerRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const text = (collator ??= new Intl.Collator('he'));
  const compare = (a: LedgerRow, b: LedgerRow) => {
    const x = a[sort.key];
    const y = b[sort.key];
    const primary = typeof x === 'number' ? x - (y as number) : text.compare(String(x), String(y));
    return sign * primary || b.date.localeCompare(a.date) || a.key.localeCompare(b.key);
  };
  return [...rows].sort(compare);
}
