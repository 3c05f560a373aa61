import { formatDate, isValidDate } from '@kaspit/domain';

/**
 * A date as Israelis write it in spreadsheets — `31/03/2026`, `31.3.26`, `31-03-2026` (day first) — or ISO
 * `2026-03-31`, as `YYYY-MM-DD`; undefined when it is not a real date.
 */
export function parseCsvDate(text: string): string | undefined {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return isValidDate(value) ? value : undefined;
  const match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{2}|\d{4})$/.exec(value);
  if (!match) return undefined;
  const [, d, m, y] = match;
  const year = y!.length === 2 ? 2000 + Number(y) : Number(y);
  try {
    const date = formatDate({ year, month: Number(m), day: Number(d) });
    return isValidDate(date) ? date : undefined;
  } catch {
    return undefined;
  }
}

/** Words a card statement marks money back with, in a transaction-type column or the description. */
const REFUND_WORDS = /זיכוי|ביטול עסקה|refund/i;

/** True when a row's type or description says it is a refund or credit. */
export const saysRefund = (...cells: string[]) => cells.some((cell) => REFUND_WORDS.test(cell));

/**
 * OWASP's CSV-injection rule: a text cell starting with one of these is run as a formula by spreadsheets. Their
 * fullwidth forms (＝ ＋ － ＠) count too: some spreadsheets (Excel with East Asian input) read them as the same.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A text cell a spreadsheet would evaluate (`=HYPERLINK(…)`, `+972…`, `@SUM…`) with an apostrophe before it, so
 * it shows as the text it is. Numbers are not text: a negative amount stays a number the sheet can sum.
 */
export function spreadsheetSafe(value: unknown): unknown {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** An imported cell as the text it stands for: the apostrophe `spreadsheetSafe` (or Excel) put before it goes. */
export function importedText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
