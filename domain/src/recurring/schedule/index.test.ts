import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_CYCLE } from '../../billing-month/index.js';
import { amountInForce, amountInMonth, occurrences, occursInMonth, type RecurringSchedule } from './index.js';

const calendar = DEFAULT_BILLING_CYCLE;
const tenth = { startDay: 10, endDay: 9, endMonth: 1 as const };

const netflix: RecurringSchedule = {
  amount: 5490,
  frequency: 'monthly',
  startDate: '2026-01-15',
  isActive: true,
};

describe('occursInMonth', () => {
  it('starts in the billing month of startDate and repeats every month', () => {
    expect(occursInMonth(netflix, '2025-12', calendar)).toBe(false);
    expect(occursInMonth(netflix, '2026-01', calendar)).toBe(true);
    expect(occursInMonth(netflix, '2026-02', calendar)).toBe(true);
    expect(occursInMonth(netflix, '2030-07', calendar)).toBe(true);
  });

  it('uses the billing month, not the calendar month, of startDate', () => {
    const payment = { ...netflix, startDate: '2026-01-05' };
    expect(occursInMonth(payment, '2025-12', tenth)).toBe(true);
    expect(occursInMonth(payment, '2025-11', tenth)).toBe(false);
  });

  it('repeats every 2, 3, 6 or 12 months, across years', () => {
    const arnona = { ...netflix, frequency: 'bimonthly' as const, startDate: '2025-11-20' };
    expect(
      ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03'].map((m) => occursInMonth(arnona, m, calendar)),
    ).toEqual([true, false, true, false, true]);
    const insurance = { ...netflix, frequency: 'yearly' as const, startDate: '2024-02-29' };
    expect(occursInMonth(insurance, '2025-02', calendar)).toBe(true);
    expect(occursInMonth(insurance, '2025-03', calendar)).toBe(false);
    const quarterly = { ...netflix, frequency: 'quarterly' as const };
    expect(occursInMonth(quarterly, '2026-04', calendar)).toBe(true);
    expect(occursInMonth(quarterly, '2026-05', calendar)).toBe(false);
    const semiannual = { ...netflix, frequency: 'semiannual' as const };
    expect(occursInMonth(semiannual, '2026-07', calendar)).toBe(true);
    expect(occursInMonth(semiannual, '2026-04', calendar)).toBe(false);
  });

  it('still occurs in the billing month of its endDate, and never after', () => {
    const ended = { ...netflix, endDate: '2026-04-01' };
    expect(occursInMonth(ended, '2026-04', calendar)).toBe(true);
    expect(occursInMonth(ended, '2026-05', calendar)).toBe(false);
    // With cycle 10→9, 2026-04-01 belongs to billing month March.
    expect(occursInMonth(ended, '2026-03', tenth)).toBe(true);
    expect(occursInMonth(ended, '2026-04', tenth)).toBe(false);
  });

  it('an inactive payment occurs until its endDate, and never without one', () => {
    expect(occursInMonth({ ...netflix, isActive: false, endDate: '2026-03-01' }, '2026-03', calendar)).toBe(
      true,
    );
    expect(occursInMonth({ ...netflix, isActive: false }, '2026-01', calendar)).toBe(false);
    expect(occursInMonth({ ...netflix, isActive: false, endDate: null }, '2026-02', calendar)).toBe(false);
  });

  it('never occurs when it ended before it started', () => {
    expect(occursInMonth({ ...netflix, endDate: '2026-01-10' }, '2026-01', calendar)).toBe(false);
  });

  it('rejects malformed input with clear errors', () => {
    expect(() => occursInMonth(netflix, '2026-1', calendar)).toThrow('Invalid month "2026-1"');
    expect(() => occursInMonth({ ...netflix, frequency: 'weekly' as never }, '2026-01', calendar)).toThrow(
      'Unknown frequency "weekly"',
    );
    expect(() => occursInMonth({ ...netflix, startDate: '2026-02-30' }, '2026-01', calendar)).toThrow(
      'Invalid date "2026-02-30"',
    );
  });
});

describe('amountInForce', () => {
  const history = [
    { effectiveFrom: '2026-01', amount: 5490, changedAt: '2026-01-15T10:00:00.000Z' },
    { effectiveFrom: '2026-06', amount: 5990, reason: 'העלאת מחיר', changedAt: '2026-05-20T10:00:00.000Z' },
  ];
  const payment = { ...netflix, amount: 5990, amountHistory: history };

  it('takes the latest entry that has taken effect', () => {
    expect(amountInForce(payment, '2026-01')).toBe(5490);
    expect(amountInForce(payment, '2026-05')).toBe(5490);
    expect(amountInForce(payment, '2026-06')).toBe(5990);
    expect(amountInForce(payment, '2027-06')).toBe(5990);
  });

  it('does not depend on the order of the history', () => {
    expect(amountInForce({ ...payment, amountHistory: [...history].reverse() }, '2026-05')).toBe(5490);
  });

  it('uses the earliest entry before any took effect, and amount with no history', () => {
    expect(amountInForce(payment, '2025-06')).toBe(5490);
    expect(amountInForce(netflix, '2025-06')).toBe(5490);
    expect(amountInForce({ ...netflix, amountHistory: [] }, '2026-06')).toBe(5490);
  });

  it('lets the later of two entries for the same month win', () => {
    const same = [
      ...history,
      { effectiveFrom: '2026-06', amount: 6490, changedAt: '2026-05-21T10:00:00.000Z' },
    ];
    expect(amountInForce({ ...payment, amountHistory: same }, '2026-07')).toBe(6490);
  });
});

describe('amountInMonth', () => {
  it('is the price when the payment occurs and 0 when it does not', () => {
    const bimonthly = { ...netflix, frequency: 'bimonthly' as const };
    expect(amountInMonth(bimonthly, '2026-03', calendar)).toBe(5490);
    expect(amountInMonth(bimonthly, '2026-04', calendar)).toBe(0);
  });
});

describe('occurrences', () => {
  it('lists due months with their amounts', () => {
    const quarterly = {
      ...netflix,
      frequency: 'quarterly' as const,
      startDate: '2025-11-03',
      endDate: '2026-08-31',
      amountHistory: [
        { effectiveFrom: '2025-11', amount: 30000, changedAt: '2025-11-03T08:00:00.000Z' },
        { effectiveFrom: '2026-05', amount: 32000, changedAt: '2026-04-01T08:00:00.000Z' },
      ],
    };
    expect(occurrences(quarterly, '2025-01', '2027-12', calendar)).toEqual([
      { month: '2025-11', amount: 30000 },
      { month: '2026-02', amount: 30000 },
      { month: '2026-05', amount: 32000 },
      { month: '2026-08', amount: 32000 },
    ]);
  });

  it('rejects a reversed range', () => {
    expect(() => occurrences(netflix, '2026-05', '2026-04', calendar)).toThrow(
      'toMonth 2026-04 is before fromMonth 2026-05',
    );
  });
});
