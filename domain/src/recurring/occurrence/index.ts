import { addMonths, clampToMonth } from '../../dates/arithmetic/index.js';
import { type IsoDate, parseDate, type YearMonth } from '../../dates/parse/index.js';
import type { Agorot } from '../../money/agorot/index.js';
import { type BillingCyclePeriod, billingPeriod } from '../../billing-month/index.js';
import { amountInMonth, type RecurringSchedule } from '../schedule/index.js';

/**
 * The day a recurring payment is charged in billing month `month`: its start date's day of the month, in the
 * month's period (with a cycle from the 10th, day 5 falls in the next calendar month), clamped to the period.
 */
export function occurrenceDate(startDate: IsoDate, month: YearMonth, cycle: BillingCyclePeriod): IsoDate {
  const { from, to } = billingPeriod(month, cycle);
  const day = parseDate(startDate, 'startDate').day;
  let date = clampToMonth(month, day);
  if (date < from) date = clampToMonth(addMonths(month, 1), day);
  return date < from ? from : date > to ? to : date;
}

/** One charge of a recurring payment in a billing month: its date there and its price then. */
export interface MonthOccurrence {
  month: YearMonth;
  date: IsoDate;
  amount: Agorot;
}

/**
 * The payment's charge in billing month `month`, or null when it is not due there. The one rule every screen and
 * export uses (records, statistics, data management, CSV and JSON), so a "from now on" price change shows the old
 * price in earlier months everywhere.
 */
export function occurrenceInMonth(
  payment: RecurringSchedule,
  month: YearMonth,
  cycle: BillingCyclePeriod,
): MonthOccurrence | null {
  const amount = amountInMonth(payment, month, cycle);
  if (amount === 0) return null;
  return { month, date: occurrenceDate(payment.startDate, month, cycle), amount };
}
