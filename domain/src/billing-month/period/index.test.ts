import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_CYCLE } from '../cycle/index.js';
import {
  billingMonthOf,
  billingMonthsInRange,
  billingPeriod,
  currentBillingMonth,
  isInBillingMonth,
} from './index.js';

const calendar = DEFAULT_BILLING_CYCLE;
const tenth = { startDay: 10, endDay: 9, endMonth: 1 as const };
const thirtyFirst = { startDay: 31, endDay: 30, endMonth: 1 as const };
const thirtieth = { startDay: 30, endDay: 29, endMonth: 1 as const };
const twentyNinth = { startDay: 29, endDay: 28, endMonth: 1 as const };

describe('billingMonthOf', () => {
  it('is the calendar month for the default cycle', () => {
    expect(billingMonthOf('2026-03-01', calendar)).toBe('2026-03');
    expect(billingMonthOf('2026-12-31', calendar)).toBe('2026-12');
    expect(billingMonthOf('2024-02-29', calendar)).toBe('2024-02');
  });

  it('puts the 5th in the previous billing month and starts a new one on the 10th (cycle 10→9)', () => {
    expect(billingMonthOf('2026-03-05', tenth)).toBe('2026-02');
    expect(billingMonthOf('2026-03-09', tenth)).toBe('2026-02');
    expect(billingMonthOf('2026-03-10', tenth)).toBe('2026-03');
    expect(billingMonthOf('2026-03-31', tenth)).toBe('2026-03');
  });

  it('crosses from January back into December of the previous year', () => {
    expect(billingMonthOf('2027-01-05', tenth)).toBe('2026-12');
    expect(billingMonthOf('2027-01-10', tenth)).toBe('2027-01');
  });

  it('starts February on its last day when startDay is 31, in leap and common years', () => {
    expect(billingMonthOf('2026-02-27', thirtyFirst)).toBe('2026-01');
    expect(billingMonthOf('2026-02-28', thirtyFirst)).toBe('2026-02');
    expect(billingMonthOf('2024-02-28', thirtyFirst)).toBe('2024-01');
    expect(billingMonthOf('2024-02-29', thirtyFirst)).toBe('2024-02');
    expect(billingMonthOf('2026-04-30', thirtyFirst)).toBe('2026-04');
    expect(billingMonthOf('2026-04-29', thirtyFirst)).toBe('2026-03');
  });

  it('normalises a legacy part-month cycle to the calendar month', () => {
    expect(billingMonthOf('2026-03-25', { startDay: 5, endDay: 20, endMonth: 0 })).toBe('2026-03');
  });

  it('throws clear errors for bad input', () => {
    expect(() => billingMonthOf('2026-02-30', tenth)).toThrow('Invalid date "2026-02-30"');
    expect(() => billingMonthOf('2026-02-03', { startDay: 0, endDay: 31, endMonth: 0 })).toThrow(
      'startDay must be an integer from 1 to 31',
    );
  });
});

describe('billingPeriod', () => {
  it('is the whole calendar month for the default cycle', () => {
    expect(billingPeriod('2024-02', calendar)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(billingPeriod('2026-02', calendar)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(billingPeriod('2026-12', calendar)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(billingPeriod('9999-12', calendar)).toEqual({ from: '9999-12-01', to: '9999-12-31' });
  });

  it('runs from startDay of M to the day before startDay of M+1', () => {
    expect(billingPeriod('2026-02', tenth)).toEqual({ from: '2026-02-10', to: '2026-03-09' });
    expect(billingPeriod('2026-12', tenth)).toEqual({ from: '2026-12-10', to: '2027-01-09' });
  });

  it('clamps a start past the month end and ends the previous cycle the day before', () => {
    expect(billingPeriod('2026-01', thirtyFirst)).toEqual({ from: '2026-01-31', to: '2026-02-27' });
    expect(billingPeriod('2026-02', thirtyFirst)).toEqual({ from: '2026-02-28', to: '2026-03-30' });
    expect(billingPeriod('2026-04', thirtyFirst)).toEqual({ from: '2026-04-30', to: '2026-05-30' });
    expect(billingPeriod('2024-01', thirtyFirst)).toEqual({ from: '2024-01-31', to: '2024-02-28' });
    expect(billingPeriod('2024-02', thirtyFirst)).toEqual({ from: '2024-02-29', to: '2024-03-30' });
    expect(billingPeriod('2026-01', thirtieth)).toEqual({ from: '2026-01-30', to: '2026-02-27' });
    expect(billingPeriod('2026-02', twentyNinth)).toEqual({ from: '2026-02-28', to: '2026-03-28' });
    expect(billingPeriod('2024-02', twentyNinth)).toEqual({ from: '2024-02-29', to: '2024-03-28' });
  });

  it('rejects a malformed month', () => {
    expect(() => billingPeriod('2026-13', tenth)).toThrow('Invalid month "2026-13"');
  });
});

describe('isInBillingMonth', () => {
  it('checks membership', () => {
    expect(isInBillingMonth('2026-03-05', '2026-02', tenth)).toBe(true);
    expect(isInBillingMonth('2026-03-05', '2026-03', tenth)).toBe(false);
    expect(() => isInBillingMonth('2026-03-05', '2026-3', tenth)).toThrow('Invalid month');
  });
});

describe('currentBillingMonth', () => {
  it('is the billing month of the given today', () => {
    expect(currentBillingMonth(tenth, '2026-01-09')).toBe('2025-12');
    expect(currentBillingMonth(calendar, '2026-01-09')).toBe('2026-01');
  });

  it('defaults today to the Israeli date on the clock', () => {
    expect(currentBillingMonth(calendar)).toMatch(/^\d{4}-\d{2}$/);
  });
});

describe('billingMonthsInRange', () => {
  it('lists every billing month touched by the range', () => {
    expect(billingMonthsInRange('2026-11-05', '2027-01-10', tenth)).toEqual([
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
    expect(billingMonthsInRange('2026-11-05', '2026-11-05', calendar)).toEqual(['2026-11']);
  });

  it('rejects a range that ends before it starts', () => {
    expect(() => billingMonthsInRange('2026-11-05', '2026-11-04', calendar)).toThrow(
      'The range ends (2026-11-04) before it starts (2026-11-05)',
    );
  });
});
