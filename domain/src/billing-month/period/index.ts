import { DomainError } from '../../errors/index.js';
import { daysInCalendarMonth, fromMonthIndex, monthIndex } from '../../dates/calendar/index.js';
import { addDays, clampToMonth, monthRange } from '../../dates/arithmetic/index.js';
import { formatMonth, type IsoDate, parseDate, parseMonth, type YearMonth } from '../../dates/parse/index.js';
import { todayIn } from '../../dates/today/index.js';
import { type BillingCyclePeriod, normaliseBillingCycle } from '../cycle/index.js';

/** The days of one billing month, both ends included. */
export interface BillingPeriod {
  from: IsoDate;
  to: IsoDate;
}

/**
 * The billing month (`YYYY-MM`) a date belongs to. With cycle `{10, 9, 1}` the 5th of March belongs to February
 * and the 10th of March starts March. A start day past the month's end moves to its last day (startDay 31 starts
 * February on the 28th or 29th).
 */
export function billingMonthOf(date: IsoDate, cycle: BillingCyclePeriod): YearMonth {
  const { startDay, endMonth } = normaliseBillingCycle(cycle);
  const day = parseDate(date);
  const started = endMonth === 0 || day.day >= Math.min(startDay, daysInCalendarMonth(day.year, day.month));
  return formatMonth(started ? day : fromMonthIndex(monthIndex(day) - 1));
}

/**
 * The first and last day of billing month `month`. A cycle ends the day before the next one starts, so when the
 * next start is clamped (startDay 31 in February) the end moves with it and no day is lost or counted twice.
 */
export function billingPeriod(month: YearMonth, cycle: BillingCyclePeriod): BillingPeriod {
  const { startDay, endMonth } = normaliseBillingCycle(cycle);
  const label = parseMonth(month);
  if (endMonth === 0) return { from: clampToMonth(month, 1), to: clampToMonth(month, 31) };
  const next = formatMonth(fromMonthIndex(monthIndex(label) + 1));
  return { from: clampToMonth(month, startDay), to: addDays(clampToMonth(next, startDay), -1) };
}

/** True when `date` falls in billing month `month`. */
export function isInBillingMonth(date: IsoDate, month: YearMonth, cycle: BillingCyclePeriod): boolean {
  parseMonth(month);
  return billingMonthOf(date, cycle) === month;
}

/**
 * The billing month containing `today` — what the month picker shows until the user picks one. `today` is the
 * user's civil date; when omitted it is read from the clock in Asia/Jerusalem.
 */
export function currentBillingMonth(cycle: BillingCyclePeriod, today: IsoDate = todayIn()): YearMonth {
  return billingMonthOf(today, cycle);
}

/** Every billing month that has at least one day between `from` and `to` (inclusive), in order. */
export function billingMonthsInRange(from: IsoDate, to: IsoDate, cycle: BillingCyclePeriod): YearMonth[] {
  parseDate(from, 'from');
  parseDate(to, 'to');
  if (to < from) {
    throw new DomainError(`The range ends (${to}) before it starts (${from})`, 'to');
  }
  return monthRange(billingMonthOf(from, cycle), billingMonthOf(to, cycle));
}
