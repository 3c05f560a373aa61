import { describe, expect, it } from 'vitest';
import { occurrenceDate, occurrenceInMonth } from './index.js';

const CALENDAR = { startDay: 1, endDay: 31, endMonth: 0 as const };
const FROM_10TH = { startDay: 10, endDay: 9, endMonth: 1 as const };

const rent = {
  amount: 15_000,
  frequency: 'monthly' as const,
  startDate: '2026-05-10',
  isActive: true,
  amountHistory: [
    { effectiveFrom: '2026-05', amount: 10_000, changedAt: '2026-05-01T00:00:00Z' },
    { effectiveFrom: '2026-09', amount: 15_000, changedAt: '2026-09-01T00:00:00Z' },
  ],
};

describe('occurrenceInMonth', () => {
  it('dates the charge in the month asked about at the price in force then', () => {
    expect(occurrenceInMonth(rent, '2026-11', CALENDAR)).toEqual({
      month: '2026-11',
      date: '2026-11-10',
      amount: 15_000,
    });
    expect(occurrenceInMonth(rent, '2026-06', CALENDAR)).toEqual({
      month: '2026-06',
      date: '2026-06-10',
      amount: 10_000,
    });
  });

  it('is null before the start and for a stopped payment', () => {
    expect(occurrenceInMonth(rent, '2026-04', CALENDAR)).toBeNull();
    expect(occurrenceInMonth({ ...rent, isActive: false }, '2026-11', CALENDAR)).toBeNull();
  });
});

describe('occurrenceDate', () => {
  it('keeps the day inside the billing period and clamps short months', () => {
    expect(occurrenceDate('2026-01-31', '2026-02', CALENDAR)).toBe('2026-02-28');
    // With a cycle from the 10th, day 5 of billing month March is 5 April.
    expect(occurrenceDate('2026-01-05', '2026-03', FROM_10TH)).toBe('2026-04-05');
    expect(occurrenceDate('2026-01-15', '2026-03', FROM_10TH)).toBe('2026-03-15');
  });
});
