import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../dates/arithmetic/index.js';
import { billingMonthOf } from '../../billing-month/index.js';
import { cycleArb, dateArb, monthArb } from '../../test-support/arbitraries.js';
import { FREQUENCIES, FREQUENCY_STEP_MONTHS } from '../frequency/index.js';
import { occurrences, occursInMonth, type RecurringSchedule } from './index.js';

const paymentArb = fc
  .record({
    frequency: fc.constantFrom(...FREQUENCIES),
    startDate: dateArb(2000, 2030),
    daysToEnd: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: undefined }),
    isActive: fc.boolean(),
    amount: fc.integer({ min: 1, max: 1_000_000 }),
  })
  .filter(({ isActive, daysToEnd }) => isActive || daysToEnd !== undefined)
  .map(({ daysToEnd, ...rest }): RecurringSchedule => ({
    ...rest,
    ...(daysToEnd === undefined ? {} : { endDate: addDays(rest.startDate, daysToEnd) }),
  }));

describe('recurring payment properties', () => {
  it('occurs exactly every step months from its start month, never before start or after end', () => {
    fc.assert(
      fc.property(paymentArb, cycleArb, (payment, cycle) => {
        const start = billingMonthOf(payment.startDate, cycle);
        const windowEnd = addMonths(start, 60);
        const end = payment.endDate ? billingMonthOf(payment.endDate, cycle) : windowEnd;
        const last = end < windowEnd ? end : windowEnd;
        const step = FREQUENCY_STEP_MONTHS[payment.frequency];
        const expected: string[] = [];
        for (let month = start; month <= last; month = addMonths(month, step)) expected.push(month);

        const found = occurrences(payment, addMonths(start, -24), windowEnd, cycle).map((o) => o.month);
        expect(found).toEqual(expected);
        expect(found[0]).toBe(start);
      }),
      { numRuns: 300 },
    );
  });

  it('an inactive payment with no end date never occurs', () => {
    fc.assert(
      fc.property(paymentArb, cycleArb, monthArb(1990, 2040), (payment, cycle, month) => {
        const inactive = { ...payment, isActive: false, endDate: undefined };
        expect(occursInMonth(inactive, month, cycle)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
