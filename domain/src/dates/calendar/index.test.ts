import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysInCalendarMonth,
  fromDayNumber,
  fromMonthIndex,
  isLeapYear,
  monthIndex,
  toDayNumber,
} from './index.js';

describe('isLeapYear', () => {
  it('follows the Gregorian 4/100/400 rule', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2026)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
  });
});

describe('daysInCalendarMonth', () => {
  it('knows February in leap and common years and the 30/31-day months', () => {
    expect(daysInCalendarMonth(2024, 2)).toBe(29);
    expect(daysInCalendarMonth(2026, 2)).toBe(28);
    expect(daysInCalendarMonth(2026, 4)).toBe(30);
    expect(daysInCalendarMonth(2026, 12)).toBe(31);
  });

  it('gives 0 for a month that does not exist', () => {
    expect(daysInCalendarMonth(2026, 13)).toBe(0);
  });
});

describe('day numbers', () => {
  it('counts days from 1970-01-01', () => {
    expect(toDayNumber({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(toDayNumber({ year: 2000, month: 3, day: 1 })).toBe(11017);
    expect(fromDayNumber(-1)).toEqual({ year: 1969, month: 12, day: 31 });
  });

  it('agrees with Date.UTC for every day in years 1..9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: toDayNumber({ year: 1, month: 1, day: 1 }), max: 2932896 }), (n) => {
        const date = new Date(n * 86_400_000);
        const civil = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
        expect(fromDayNumber(n)).toEqual(civil);
        expect(toDayNumber(civil)).toBe(n);
      }),
      { numRuns: 500 },
    );
  });
});

describe('month index', () => {
  it('round-trips and makes December + 1 the next January', () => {
    const december = monthIndex({ year: 2026, month: 12 });
    expect(fromMonthIndex(december + 1)).toEqual({ year: 2027, month: 1 });
    expect(fromMonthIndex(december)).toEqual({ year: 2026, month: 12 });
  });
});
