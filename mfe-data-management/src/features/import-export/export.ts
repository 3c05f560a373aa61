import { amountInForce, fromAgorot, installmentLabel, toAgorot } from '@kaspit/domain';
import { apiCall } from '@kaspit/shared-auth';
import { exportTexts } from '../../messages.js';
import { toCsv } from './csv-parse.js';
import { spreadsheetSafe } from './csv-values.js';

type Row = Record<string, unknown>;

export interface ExportData {
  outcomes: Row[];
  incomes: Row[];
  recurringPayments: Row[];
  discounts: Row[];
}

/** The records to export: the selected billing month's (`month`) or everything. */
export async function fetchExport(month: string | null): Promise<ExportData> {
  const params = month ? { month } : {};
  const [o, i, r, d] = await Promise.all([
    apiCall<{ outcomes: Row[] }>({ url: '/outcomes', params }),
    apiCall<{ incomes: Row[] }>({ url: '/incomes', params }),
    apiCall<{ recurringPayments: Row[] }>({ url: '/recurring-payments', params }),
    apiCall<{ discounts: Row[] }>({ url: '/discounts', params }),
  ]);
  return {
    outcomes: o.outcomes,
    incomes: i.incomes,
    recurringPayments: r.recurringPayments,
    discounts: d.discounts,
  };
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** A recurring payment's price in `month` (its price then, not today's), or its current price for "everything". */
function recurringAmount(payment: Row, month: string | null): unknown {
  const history = payment.amountHistory as
    { effectiveFrom: string; amount: number; changedAt: string }[] | undefined;
  if (!month || !history?.length) return payment.amount;
  const inAgorot = history.map((e) => ({ ...e, amount: toAgorot(e.amount) }));
  return fromAgorot(
    amountInForce({ amount: toAgorot(payment.amount as number), amountHistory: inAgorot }, month),
  );
}

/**
 * One sheet of expenses, incomes and recurring payments, with a byte-order mark so Excel reads the Hebrew as
 * UTF-8. Amounts stay plain numbers (no ₪, no thousands separators) so the sheet can sum them.
 */
export function toExportCsv(data: ExportData, month: string | null): string {
  const { types } = exportTexts;
  const rows: unknown[][] = [[...exportTexts.columns]];
  for (const o of data.outcomes) {
    const plan = o.installments as { number: number; total: number } | undefined;
    rows.push([
      types.expense,
      o.date,
      o.description,
      o.amount,
      o.category,
      text(o.paymentMethod),
      plan ? installmentLabel(plan.number, plan.total) : '',
      text(o.notes),
    ]);
  }
  for (const i of data.incomes)
    rows.push([types.income, i.date, i.source, i.amount, text(i.category), '', '', text(i.notes)]);
  for (const r of data.recurringPayments) {
    rows.push([
      types.recurring,
      r.startDate,
      r.name,
      recurringAmount(r, month),
      r.category,
      text(r.paymentMethod),
      '',
      text(r.notes),
    ]);
  }
  const [header, ...records] = rows;
  return `\uFEFF${toCsv([header!, ...records.map((row) => row.map(spreadsheetSafe))])}\r\n`;
}

export function toExportJson(data: ExportData, month: string | null): string {
  return JSON.stringify({ exportedAt: new Date().toISOString(), month, ...data }, null, 2);
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
