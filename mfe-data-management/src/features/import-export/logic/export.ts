import { fromAgorot, installmentLabel, occurrenceInMonth, type BillingCyclePeriod } from '@kaspit/domain';
import type { Discount, Income, Outcome, RecordList, RecurringPayment } from '@kaspit/api-contract';
import { apiCall } from '@kaspit/shared-auth';
import { exportTexts } from '../../../messages.js';
import { toCsv } from './csv-parse.js';
import { scheduleOf } from '../../entries/logic/schedule.js';
import { spreadsheetSafe } from './csv-values.js';
import { scheduleCells } from './recurring-columns.js';

/** The records an export writes, as the API lists them. */
export interface ExportData {
  outcomes: Outcome[];
  incomes: Income[];
  recurringPayments: RecurringPayment[];
  discounts: Discount[];
}

/** The records to export: the selected billing month's (`month`) or everything. */
export async function fetchExport(month: string | null): Promise<ExportData> {
  const params = month ? { month } : {};
  const [o, i, r, d] = await Promise.all([
    apiCall<RecordList<'outcomes'>>({ url: '/outcomes', params }),
    apiCall<RecordList<'incomes'>>({ url: '/incomes', params }),
    apiCall<RecordList<'recurringPayments'>>({ url: '/recurring-payments', params }),
    apiCall<RecordList<'discounts'>>({ url: '/discounts', params }),
  ]);
  return {
    outcomes: o.outcomes,
    incomes: i.incomes,
    recurringPayments: r.recurringPayments,
    discounts: d.discounts,
  };
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/**
 * A recurring payment's charge in `month` (dated in that month, at its price then — the domain's one rule), or
 * its start date and current price for "everything" (whose schedule columns hold the rest). Null when it is not
 * due in `month`.
 */
function recurringCharge(
  payment: RecurringPayment,
  month: string | null,
  cycle: BillingCyclePeriod,
): { date: string; amount: number } | null {
  if (!month) return { date: payment.startDate, amount: payment.amount };
  const due = occurrenceInMonth(scheduleOf(payment), month, cycle);
  return due && { date: due.date, amount: fromAgorot(due.amount) };
}

/**
 * One sheet of expenses, incomes and recurring payments, with a byte-order mark so Excel reads the Hebrew as
 * UTF-8. Amounts stay plain numbers (no ₪, no thousands separators) so the sheet can sum them.
 */
export function toExportCsv(data: ExportData, month: string | null, cycle: BillingCyclePeriod): string {
  const { types } = exportTexts;
  const rows: unknown[][] = [[...exportTexts.columns, ...exportTexts.scheduleColumns]];
  const none = exportTexts.scheduleColumns.map(() => '');
  for (const o of data.outcomes) {
    const plan = o.installments;
    rows.push([
      types.expense,
      o.date,
      o.description,
      o.amount,
      o.category,
      text(o.paymentMethod),
      plan ? installmentLabel(plan.number, plan.total) : '',
      text(o.notes),
      ...none,
    ]);
  }
  for (const i of data.incomes)
    rows.push([types.income, i.date, i.source, i.amount, text(i.category), '', '', text(i.notes), ...none]);
  for (const r of data.recurringPayments) {
    const charge = recurringCharge(r, month, cycle);
    if (!charge) continue;
    rows.push([
      types.recurring,
      charge.date,
      r.name,
      charge.amount,
      r.category,
      text(r.paymentMethod),
      '',
      text(r.notes),
      // Everything: the payment itself, so an import creates it again; a month: that month's charge only.
      ...(month ? none : scheduleCells(r)),
    ]);
  }
  const [header, ...records] = rows;
  return `\uFEFF${toCsv([header!, ...records.map((row) => row.map(spreadsheetSafe))])}\r\n`;
}

/**
 * The records as JSON. For a month, each recurring payment's `amount` and `date` are its charge in that month
 * (its price then); `currentAmount` keeps today's price and `amountHistory` the whole story.
 */
export function toExportJson(data: ExportData, month: string | null, cycle: BillingCyclePeriod): string {
  const recurringPayments = month
    ? data.recurringPayments.flatMap((r) => {
        const charge = recurringCharge(r, month, cycle);
        return charge ? [{ ...r, amount: charge.amount, date: charge.date, currentAmount: r.amount }] : [];
      })
    : data.recurringPayments;
  return JSON.stringify({ exportedAt: new Date().toISOString(), month, ...data, recurringPayments }, null, 2);
}

/** Hands `content` to the browser as a download. */
export function download(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
