import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../dates/arithmetic/index.js';
import { billingMonthOf } from '../billing-month/index.js';
import { sumAgorot } from '../money/agorot/index.js';
import { cycleArb, dateArb } from '../test-support/arbitraries.js';
import { planInstallments } from './index.js';

const planArb = fc.record({
  date: dateArb(1990, 2100),
  total: fc.integer({ min: 2, max: 36 }),
  amount: fc.integer({ min: 36, max: 1_000_000_000 }),
  cycle: cycleArb,
});

describe('installment plan properties', () => {
  it('shares add up to the price exactly and differ by at most one agora, extras first', () => {
    fc.assert(
      fc.property(planArb, (input) => {
        const amounts = planInstallments(input).map((p) => p.amount);
        expect(sumAgorot(amounts)).toBe(input.amount);
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
        expect(amounts.every((a, i) => i === 0 || a <= amounts[i - 1]!)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('puts one installment in each consecutive billing month from the purchase on', () => {
    fc.assert(
      fc.property(planArb, (input) => {
        const plan = planInstallments(input);
        const first = billingMonthOf(input.date, input.cycle);
        expect(plan[0]!.date).toBe(input.date);
        plan.forEach((installment, i) => {
          expect(installment.number).toBe(i + 1);
          expect(installment.total).toBe(input.total);
          expect(billingMonthOf(installment.date, input.cycle)).toBe(addMonths(first, i));
        });
      }),
      { numRuns: 300 },
    );
  });
});
