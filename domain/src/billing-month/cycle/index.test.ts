import { describe, expect, it } from 'vitest';
import {
  billingCycleIssues,
  DEFAULT_BILLING_CYCLE,
  isValidBillingCycle,
  normaliseBillingCycle,
} from './index.js';

describe('DEFAULT_BILLING_CYCLE', () => {
  it('is the calendar month and cannot be changed by accident', () => {
    expect(DEFAULT_BILLING_CYCLE).toEqual({ startDay: 1, endDay: 31, endMonth: 0 });
    expect(Object.isFrozen(DEFAULT_BILLING_CYCLE)).toBe(true);
  });
});

describe('billingCycleIssues', () => {
  it('accepts the calendar month and every day-2..31 cycle that ends the day before', () => {
    expect(billingCycleIssues({ startDay: 1, endDay: 31, endMonth: 0 })).toEqual([]);
    for (let startDay = 2; startDay <= 31; startDay++) {
      expect(billingCycleIssues({ startDay, endDay: startDay - 1, endMonth: 1 })).toEqual([]);
    }
  });

  it('reports every malformed field', () => {
    expect(billingCycleIssues({ startDay: 0, endDay: 32.5, endMonth: 2 })).toEqual([
      { path: 'startDay', message: 'startDay must be an integer from 1 to 31' },
      { path: 'endDay', message: 'endDay must be an integer from 1 to 31' },
      { path: 'endMonth', message: 'endMonth must be 0 or 1' },
    ]);
    expect(billingCycleIssues({ startDay: '10', endDay: 9, endMonth: 1 })).toHaveLength(1);
    expect(billingCycleIssues(null)).toEqual([
      { path: '', message: 'billingCyclePeriod must be an object { startDay, endDay, endMonth }' },
    ]);
  });

  it('rejects a part-month range with endMonth 0', () => {
    expect(billingCycleIssues({ startDay: 5, endDay: 20, endMonth: 0 })).toEqual([
      {
        path: 'startDay',
        message: 'With endMonth 0 the billing month is the calendar month: startDay must be 1 and endDay 31',
      },
      {
        path: 'endDay',
        message: 'With endMonth 0 the billing month is the calendar month: startDay must be 1 and endDay 31',
      },
    ]);
  });

  it('rejects startDay 1 spanning into the next month (its end would be day 0)', () => {
    expect(billingCycleIssues({ startDay: 1, endDay: 31, endMonth: 1 })).toEqual([
      {
        path: 'startDay',
        message: 'A billing month that ends in the next month (endMonth 1) must start on day 2 to 31',
      },
    ]);
  });

  it('rejects an end that would overlap or leave a gap', () => {
    expect(billingCycleIssues({ startDay: 10, endDay: 15, endMonth: 1 })).toEqual([
      {
        path: 'endDay',
        message:
          'endDay must be 9, the day before startDay, so billing months neither overlap nor leave gaps',
      },
    ]);
  });
});

describe('isValidBillingCycle', () => {
  it('is a type guard over billingCycleIssues', () => {
    expect(isValidBillingCycle({ startDay: 10, endDay: 9, endMonth: 1 })).toBe(true);
    expect(isValidBillingCycle({ startDay: 10, endDay: 10, endMonth: 1 })).toBe(false);
    expect(isValidBillingCycle(undefined)).toBe(false);
  });
});

describe('normaliseBillingCycle', () => {
  it('keeps valid cycles', () => {
    expect(normaliseBillingCycle({ startDay: 10, endDay: 9, endMonth: 1 })).toEqual({
      startDay: 10,
      endDay: 9,
      endMonth: 1,
    });
    expect(normaliseBillingCycle(DEFAULT_BILLING_CYCLE)).toEqual(DEFAULT_BILLING_CYCLE);
  });

  it('reads any endMonth 0 cycle, and startDay 1, as the calendar month', () => {
    expect(normaliseBillingCycle({ startDay: 5, endDay: 20, endMonth: 0 })).toEqual(DEFAULT_BILLING_CYCLE);
    expect(normaliseBillingCycle({ startDay: 1, endDay: 30, endMonth: 1 })).toEqual(DEFAULT_BILLING_CYCLE);
  });

  it('derives endDay from startDay for cycles that span two months', () => {
    expect(normaliseBillingCycle({ startDay: 15, endDay: 20, endMonth: 1 })).toEqual({
      startDay: 15,
      endDay: 14,
      endMonth: 1,
    });
  });

  it('throws a clear error for values that are not a cycle at all', () => {
    expect(() => normaliseBillingCycle({ startDay: 32, endDay: 31, endMonth: 1 })).toThrow(
      'startDay must be an integer from 1 to 31',
    );
    expect(() => normaliseBillingCycle({ startDay: 1, endDay: 31, endMonth: '0' })).toThrow(
      'endMonth must be 0 or 1',
    );
  });
});
