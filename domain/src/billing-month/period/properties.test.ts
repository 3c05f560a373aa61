import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, monthRange } from '../../dates/arithmetic/index.js';
import { ALL_CYCLES, cycleArb, dateArb, monthArb } from '../../test-support/arbitraries.js';
import { billingMonthOf, billingPeriod } from './index.js';

const contains = ({ from, to }: { from: string; to: string }, date: string) => from <= date && date <= to;

describe('billing month properties', () => {
  it('every date falls in exactly one billing month', () => {
    fc.assert(
      fc.property(dateArb(), cycleArb, (date, cycle) => {
        const month = billingMonthOf(date, cycle);
        expect(contains(billingPeriod(month, cycle), date)).toBe(true);
        expect(contains(billingPeriod(addMonths(month, -1), cycle), date)).toBe(false);
        expect(contains(billingPeriod(addMonths(month, 1), cycle), date)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('consecutive billing months touch with no gap or overlap', () => {
    fc.assert(
      fc.property(monthArb(), cycleArb, (month, cycle) => {
        const period = billingPeriod(month, cycle);
        expect(period.from <= period.to).toBe(true);
        expect(addDays(period.to, 1)).toBe(billingPeriod(addMonths(month, 1), cycle).from);
        expect(billingMonthOf(period.from, cycle)).toBe(month);
        expect(billingMonthOf(period.to, cycle)).toBe(month);
      }),
      { numRuns: 1000 },
    );
  });

  it('tiles 2020..2031 (three leap years) with every cycle, day by day', () => {
    for (const cycle of ALL_CYCLES) {
      let expectedFrom = billingPeriod('2020-01', cycle).from;
      for (const month of monthRange('2020-01', '2031-12')) {
        const { from, to } = billingPeriod(month, cycle);
        expect(from).toBe(expectedFrom);
        expect(to >= from).toBe(true);
        expectedFrom = addDays(to, 1);
      }
    }
  });

  it('a billing month lasts 28 to 31 days, and the calendar cycle matches calendar months', () => {
    fc.assert(
      fc.property(monthArb(), cycleArb, (month, cycle) => {
        const { from, to } = billingPeriod(month, cycle);
        const length = daysBetween(from, to) + 1;
        expect(length).toBeGreaterThanOrEqual(28);
        expect(length).toBeLessThanOrEqual(31);
        if (cycle.endMonth === 0) expect(from).toBe(`${month}-01`);
      }),
    );
  });
});
