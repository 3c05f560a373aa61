import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_CYCLE } from '../billing-month/index.js';
import { installmentLabel, planInstallments } from './index.js';

const calendar = DEFAULT_BILLING_CYCLE;
const tenth = { startDay: 10, endDay: 9, endMonth: 1 as const };
const dates = (plan: { date: string }[]) => plan.map((p) => p.date);

describe('planInstallments', () => {
  it('splits the price with the leftover agorot on the first installment', () => {
    expect(planInstallments({ date: '2026-03-15', amount: 100000, total: 3, cycle: calendar })).toEqual([
      { number: 1, total: 3, date: '2026-03-15', amount: 33334 },
      { number: 2, total: 3, date: '2026-04-15', amount: 33333 },
      { number: 3, total: 3, date: '2026-05-15', amount: 33333 },
    ]);
  });

  it('clamps the day to shorter months, leap February included', () => {
    expect(dates(planInstallments({ date: '2026-01-31', amount: 900, total: 3, cycle: calendar }))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
    expect(dates(planInstallments({ date: '2024-01-31', amount: 200, total: 2, cycle: calendar }))).toEqual([
      '2024-01-31',
      '2024-02-29',
    ]);
  });

  it('crosses December into January', () => {
    expect(dates(planInstallments({ date: '2026-11-20', amount: 300, total: 3, cycle: calendar }))).toEqual([
      '2026-11-20',
      '2026-12-20',
      '2027-01-20',
    ]);
  });

  it('keeps the same day under a spanning cycle (10→9): the 5th stays in the previous billing month', () => {
    expect(dates(planInstallments({ date: '2026-12-05', amount: 300, total: 3, cycle: tenth }))).toEqual([
      '2026-12-05',
      '2027-01-05',
      '2027-02-05',
    ]);
  });

  it('keeps each installment in its own billing month when a clamped cycle start moves the boundary', () => {
    // Cycle 30→29: January 2026 runs 30 Jan..27 Feb, so 29 Feb would be 28 Feb, already in February's cycle.
    const thirtieth = { startDay: 30, endDay: 29, endMonth: 1 as const };
    expect(dates(planInstallments({ date: '2026-01-29', amount: 300, total: 3, cycle: thirtieth }))).toEqual([
      '2026-01-29',
      '2026-02-27',
      '2026-03-29',
    ]);
    // Cycle 31→30: February 2026 starts on the 28th; 28 March would still be February's, so March's starts it.
    const thirtyFirst = { startDay: 31, endDay: 30, endMonth: 1 as const };
    expect(
      dates(planInstallments({ date: '2026-02-28', amount: 200, total: 2, cycle: thirtyFirst })),
    ).toEqual(['2026-02-28', '2026-03-31']);
  });

  it('allows 2 to 36 installments of at least one agora each', () => {
    expect(planInstallments({ date: '2026-01-01', amount: 36, total: 36, cycle: calendar })).toHaveLength(36);
    expect(() => planInstallments({ date: '2026-01-01', amount: 1000, total: 1, cycle: calendar })).toThrow(
      'total must be a whole number from 2 to 36, got 1',
    );
    expect(() => planInstallments({ date: '2026-01-01', amount: 1000, total: 37, cycle: calendar })).toThrow(
      'total must be a whole number from 2 to 36',
    );
    expect(() => planInstallments({ date: '2026-01-01', amount: 11, total: 12, cycle: calendar })).toThrow(
      'amount must be at least one agora per installment (12 agorot)',
    );
    expect(() => planInstallments({ date: '2026-01-01', amount: 10.5, total: 2, cycle: calendar })).toThrow(
      'amount must be more than 0 and at most 10,000,000 shekels',
    );
    expect(() => planInstallments({ date: '2026-02-29', amount: 100, total: 2, cycle: calendar })).toThrow(
      'Invalid date "2026-02-29"',
    );
  });
});

describe('installmentLabel', () => {
  it('reads number/total', () => {
    expect(installmentLabel(3, 12)).toBe('3/12');
    expect(installmentLabel(1, 2)).toBe('1/2');
  });

  it('rejects a number outside the plan', () => {
    expect(() => installmentLabel(0, 12)).toThrow(
      'Invalid installment 0 of 12: expected 1 <= number <= total',
    );
    expect(() => installmentLabel(13, 12)).toThrow('Invalid installment 13 of 12');
  });
});
