import { DomainError, describeValue } from '../../errors/index.js';
import { formatMonth, parseMonth, type YearMonth } from '../../dates/parse/index.js';

/**
 * The month the user is looking at, as the specification stores it. `month` is 1-based (January is 1), like
 * `YYYY-MM`; JavaScript's 0-based `Date#getMonth()` must never leak into it.
 */
export interface SelectedDate {
  year: number;
  month: number;
}

/** `'2026-03'` → `{ year: 2026, month: 3 }`. */
export function toSelectedDate(month: YearMonth): SelectedDate {
  return parseMonth(month);
}

/** `{ year: 2026, month: 3 }` → `'2026-03'`; rejects 0-based or out-of-range months. */
export function fromSelectedDate(selected: SelectedDate): YearMonth {
  if (typeof selected !== 'object' || selected === null) {
    throw new DomainError(
      `Invalid selected date ${describeValue(selected)}: expected { year, month }`,
      'selectedDate',
    );
  }
  try {
    return formatMonth(selected);
  } catch {
    throw new DomainError(
      `Invalid selected date ${describeValue(selected)}: month must be 1 (January) to 12 and year 1 to 9999`,
      'selectedDate',
    );
  }
}
