import { billingMonthOf, billingPeriod, type BillingCyclePeriod } from '@kaspit/domain';
import { parseCsvDate } from './csv-values.js';
import { isFailure, type Good, type StatementRow } from './statement-rows.js';

/** Why a row that will be imported deserves a second look. */
export type Suspicion = 'large' | 'period' | 'foreign';

export interface StatementChecks {
  /** The billing month most of the rows fall in (after installment dating), under the person's cycle. */
  month?: string;
  period?: { from: string; to: string };
  /** The date the statement is charged on, as its title lines or a charge-date column say. */
  chargeDate?: string;
  /** The total the file states, in agorot: its "לחיוב" line, else the sum of each section's last total line. */
  stated?: number;
  suspicious: Map<number, Suspicion[]>;
}

const CHARGE_DATE =
  /(?:מועד\s*(?:ה)?חיוב|תאריך\s*(?:ה)?חיוב|לחיוב\s*ב?-?|חיוב\s*ב-?)\s*:?\s*(\d{1,2}[./-]\d{1,2}[./-]\d{2,4})/;

/** The charge date a statement names in its title or note lines ("לחיוב ב-02/12/2026"), or undefined. */
export function chargeDateIn(lines: string[][]): string | undefined {
  for (const line of lines) {
    const match = CHARGE_DATE.exec(line.join(' '));
    const date = match && parseCsvDate(match[1]!);
    if (date) return date;
  }
  return undefined;
}

export const isGood = (row: StatementRow): row is Good => row.ok;

/** The file's own total: the grand total ("סה״כ לחיוב") when there is one, else each section's last total. */
export function statedTotal(rows: StatementRow[]): number | undefined {
  let grand: number | undefined;
  const sections: number[] = [];
  let last: number | undefined;
  for (const row of rows) {
    if (row.ok) continue;
    if (row.reason === 'header') {
      if (last !== undefined) sections.push(last);
      last = undefined;
    } else if (row.reason === 'total' && row.agorot !== undefined) {
      if (row.grand) grand = row.agorot;
      else last = row.agorot;
    }
  }
  if (grand !== undefined) return grand;
  if (last !== undefined) sections.push(last);
  return sections.length ? sections.reduce((sum, t) => sum + t, 0) : undefined;
}

function mostCommon<T>(values: T[]): T | undefined {
  const counts = new Map<T, number>();
  let best: T | undefined;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (best === undefined || count > counts.get(best)!) best = value;
  }
  return best;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The statement's period and the rows to look at twice: an amount ten times the file's median or more, a date
 * outside the billing month most rows fall in (or after the charge date), a purchase in a foreign currency.
 */
export function checkStatement(
  rows: StatementRow[],
  cycle: BillingCyclePeriod,
  chargeDate: string | undefined,
): StatementChecks {
  const good = rows.filter(isGood);
  const month = mostCommon(good.map((r) => billingMonthOf(r.body.date as string, cycle)));
  const period = month ? billingPeriod(month, cycle) : undefined;
  const typical = good.length >= 3 ? median(good.map((r) => Math.abs(r.agorot))) : 0;
  const suspicious = new Map<number, Suspicion[]>();
  for (const row of good) {
    const date = row.body.date as string;
    const marks: Suspicion[] = [];
    if (typical > 0 && Math.abs(row.agorot) >= 10 * typical) marks.push('large');
    if ((period && (date < period.from || date > period.to)) || (chargeDate && date > chargeDate)) {
      marks.push('period');
    }
    if (row.foreign) marks.push('foreign');
    if (marks.length) suspicious.set(row.line, marks);
  }
  return {
    month,
    ...(period ? { period: { from: period.from, to: period.to } } : {}),
    ...(chargeDate ? { chargeDate } : {}),
    stated: statedTotal(rows),
    suspicious,
  };
}

export interface Reconciliation {
  stated: number;
  counted: number;
  matches: boolean;
  /** The rows of the file that are not counted (failed or not stored), with their amount cells as written. */
  missing: { line: number; amountText: string }[];
}

/**
 * The file's stated total against the rows counted: before writing, every row that will be imported; after, the
 * rows stored now or found already stored (`counted`, by line). Undefined when the file states no total.
 */
export function reconcile(
  rows: StatementRow[],
  stated: number | undefined,
  table: string[][],
  amountColumn: number,
  counted?: ReadonlySet<number>,
): Reconciliation | undefined {
  if (stated === undefined) return undefined;
  let sum = 0;
  const missing: Reconciliation['missing'] = [];
  for (const row of rows) {
    if (row.ok && (!counted || counted.has(row.line))) sum += row.agorot;
    else if (row.ok || isFailure(row)) {
      const amountText = row.ok
        ? String(row.body.amount)
        : (row.amountText ?? table[row.line - 1]?.[amountColumn] ?? '');
      missing.push({ line: row.line, amountText });
    }
  }
  return { stated, counted: sum, matches: sum === stated, missing: sum === stated ? [] : missing };
}
