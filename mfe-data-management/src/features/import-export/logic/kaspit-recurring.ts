import { fromAgorot, readTypedAmount } from '@kaspit/domain';
import type { RestoreReply } from '@kaspit/api-contract';
import { apiCall } from '@kaspit/shared-auth';
import { exportTexts } from '../../../messages.js';
import { nameKey } from '../../../shared/validate.js';
import { importedText, parseCsvDate } from './csv-values.js';
import { readSchedule } from './recurring-columns.js';

/** A recurring payment a Kaspit export of everything holds, as the restore route takes it. */
export interface RecurringRow {
  line: number;
  payment: Record<string, unknown>;
}

/**
 * The recurring payments of a Kaspit CSV export of everything: rows of type "תשלום קבוע" whose schedule columns
 * are filled (a month's export leaves them empty: its rows are that month's charges, which are not imported).
 * Names are kept as written, as a restore keeps them.
 */
export function recurringRowsOf(table: string[][], headerIndex: number, changedAt: string): RecurringRow[] {
  const keys = (table[headerIndex] ?? []).map(nameKey);
  const at = (name: string) => keys.indexOf(nameKey(name));
  const [type, date, text, amount, category, method, , notes] = exportTexts.columns.map(at);
  const schedule = exportTexts.scheduleColumns.map(at);
  if ([type, date, text, amount, category, schedule[0]].some((i) => i === undefined || i < 0)) return [];
  const cell = (row: string[], i: number | undefined) => importedText((row[i ?? -1] ?? '').trim());
  const rows: RecurringRow[] = [];
  table.slice(headerIndex + 1).forEach((row, offset) => {
    if (cell(row, type) !== exportTexts.types.recurring) return;
    const read = readSchedule(schedule.map((i) => cell(row, i)));
    const startDate = parseCsvDate(cell(row, date));
    const price = readTypedAmount(cell(row, amount));
    if (!read || !startDate || !price.ok || !cell(row, text) || !cell(row, category)) return;
    const paymentMethod = cell(row, method);
    const note = cell(row, notes);
    rows.push({
      line: headerIndex + offset + 2,
      payment: {
        name: cell(row, text),
        amount: fromAgorot(price.agorot),
        category: cell(row, category),
        ...(paymentMethod ? { paymentMethod } : {}),
        frequency: read.frequency,
        startDate,
        endDate: read.endDate,
        isActive: read.isActive,
        ...(note ? { notes: note } : {}),
        ...(read.amountHistory.length
          ? { amountHistory: read.amountHistory.map((entry) => ({ ...entry, changedAt })) }
          : {}),
        skips: read.skips,
      },
    });
  });
  return rows;
}

/** A UUID (version 8) named by `text`: the same payment in the same file is the same record every time. */
async function idOf(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  digest[6] = (digest[6]! & 0x0f) | 0x80;
  digest[8] = (digest[8]! & 0x3f) | 0x80;
  const hex = [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Creates the payments through the restore route, which stores a payment with its price history and skipped
 * months as they were. Each id is named by the payment's content (its name, start, frequency and prices), so
 * importing the same file again adds nothing.
 */
export async function importRecurring(rows: RecurringRow[]): Promise<{ created: number; existing: number }> {
  if (rows.length === 0) return { created: 0, existing: 0 };
  const recurringPayments = await Promise.all(
    rows.map(async ({ payment }) => {
      const { name, startDate, frequency, amountHistory, amount } = payment;
      const prices = (amountHistory as { effectiveFrom: string; amount: number }[] | undefined)?.map(
        (h) => `${h.effectiveFrom}=${h.amount}`,
      );
      const id = await idOf(['kaspit-recurring', name, startDate, frequency, amount, prices].join('|'));
      return { ...payment, id };
    }),
  );
  const reply = await apiCall<RestoreReply>({
    method: 'POST',
    url: '/restore',
    data: { backup: { outcomes: [], incomes: [], recurringPayments, discounts: [] } },
  });
  return reply.restored.recurringPayments;
}
