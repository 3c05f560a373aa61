import fc from 'fast-check';
import { fromDayNumber, toDayNumber } from '../dates/calendar/index.js';
import { formatDate, formatMonth } from '../dates/parse/index.js';
import { type BillingCyclePeriod, DEFAULT_BILLING_CYCLE } from '../billing-month/cycle/index.js';

/** Every valid cycle: the calendar month, or a start on day 2..31 ending the day before. */
export const cycleArb: fc.Arbitrary<BillingCyclePeriod> = fc
  .integer({ min: 1, max: 31 })
  .map((startDay) =>
    startDay === 1 ? { ...DEFAULT_BILLING_CYCLE } : { startDay, endDay: startDay - 1, endMonth: 1 as const },
  );

export const ALL_CYCLES: BillingCyclePeriod[] = Array.from({ length: 31 }, (_, i) =>
  i === 0 ? { ...DEFAULT_BILLING_CYCLE } : { startDay: i + 1, endDay: i, endMonth: 1 as const },
);

const day = (year: number, month: number, d: number) => toDayNumber({ year, month, day: d });

/** Dates from 1900 to 2199, leap days and month ends included. */
export const dateArb = (fromYear = 1900, toYear = 2199): fc.Arbitrary<string> =>
  fc.integer({ min: day(fromYear, 1, 1), max: day(toYear, 12, 31) }).map((n) => formatDate(fromDayNumber(n)));

export const monthArb = (fromYear = 1900, toYear = 2199): fc.Arbitrary<string> =>
  fc
    .record({ year: fc.integer({ min: fromYear, max: toYear }), month: fc.integer({ min: 1, max: 12 }) })
    .map(formatMonth);
