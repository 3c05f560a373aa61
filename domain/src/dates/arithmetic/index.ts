import { DomainError, describeValue } from '../../errors/index.js';
import {
  daysInCalendarMonth,
  fromDayNumber,
  fromMonthIndex,
  MAX_YEAR,
  MIN_YEAR,
  monthIndex,
  toDayNumber,
} from '../calendar/index.js';
import {
  formatDate,
  formatMonth,
  type IsoDate,
  parseDate,
  parseMonth,
  type YearMonth,
} from '../parse/index.js';

function requireInteger(value: number, path: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new DomainError(`${path} must be a whole number, got ${describeValue(value)}`, path);
  }
}

function requireYearInRange(year: number): void {
  if (year < MIN_YEAR || year > MAX_YEAR) {
    throw new DomainError(`Date arithmetic left the supported years ${MIN_YEAR}..${MAX_YEAR}`);
  }
}

/** `date` moved by `days` calendar days (negative goes back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  requireInteger(days, 'days');
  const result = fromDayNumber(toDayNumber(parseDate(date)) + days);
  requireYearInRange(result.year);
  return formatDate(result);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(parseDate(to, 'to')) - toDayNumber(parseDate(from, 'from'));
}

/** `month` moved by `months`: `addMonths('2026-01', 13)` is `'2027-02'`. */
export function addMonths(month: YearMonth, months: number): YearMonth {
  requireInteger(months, 'months');
  const result = fromMonthIndex(monthIndex(parseMonth(month)) + months);
  requireYearInRange(result.year);
  return formatMonth(result);
}

/** Months from `from` to `to`: `monthsBetween('2026-11', '2027-02')` is 3; negative when `to` is earlier. */
export function monthsBetween(from: YearMonth, to: YearMonth): number {
  return monthIndex(parseMonth(to, 'to')) - monthIndex(parseMonth(from, 'from'));
}

/** Every month from `from` to `to`, both included; empty when `to` is before `from`. */
export function monthRange(from: YearMonth, to: YearMonth): YearMonth[] {
  const count = monthsBetween(from, to);
  return Array.from({ length: Math.max(0, count + 1) }, (_, i) => addMonths(from, i));
}

/** The calendar month of a date: `'2026-03-05'` → `'2026-03'`. */
export function monthOf(date: IsoDate): YearMonth {
  return formatMonth(parseDate(date));
}

/** Days in a month: 28, 29, 30 or 31. */
export function daysInMonth(month: YearMonth): number {
  const { year, month: m } = parseMonth(month);
  return daysInCalendarMonth(year, m);
}

/**
 * The date with day `day` in `month`, moved back to the month's last day when the month is shorter:
 * `clampToMonth('2026-02', 31)` is `'2026-02-28'`.
 */
export function clampToMonth(month: YearMonth, day: number): IsoDate {
  if (!Number.isInteger(day) || day < 1 || day > 31) {
    throw new DomainError(`day must be an integer from 1 to 31, got ${describeValue(day)}`, 'day');
  }
  const { year, month: m } = parseMonth(month);
  return formatDate({ year, month: m, day: Math.min(day, daysInCalendarMonth(year, m)) });
}
