import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, monthRange } from '../../dates/arithmetic/index.js';
import { billingMonthOf } from '../../billing-month/index.js';
import { cycleArb, dateArb } from '../../test-support/arbitraries.js';
import { FREQUENCIES } from '../frequency/index.js';
import { amountInForce, occursInMonth, type RecurringSchedule } from '../schedule/index.js';
import { applyAmountChange } from './index.js';

const NOW = '2026-05-20T09:00:00.000Z';

const caseArb = fc.record({
  cycle: cycleArb,
  frequency: fc.constantFrom(...FREQUENCIES),
  startDate: dateArb(2020, 2030),
  daysToEnd: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: undefined }),
  oldAmount: fc.integer({ min: 1, max: 100_000 }),
  newAmount: fc.integer({ min: 1, max: 100_000 }),
  monthsSinceStart: fc.integer({ min: -12, max: 60 }),
  scope: fc.constantFrom('future' as const, 'all' as const),
});

describe('amount change properties', () => {
  it('keeps prices before the change, sets the new one after it, and reports exactly the changed occurrences', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const payment: RecurringSchedule = {
          amount: c.oldAmount,
          frequency: c.frequency,
          startDate: c.startDate,
          isActive: true,
          ...(c.daysToEnd === undefined ? {} : { endDate: addDays(c.startDate, c.daysToEnd) }),
        };
        const start = billingMonthOf(c.startDate, c.cycle);
        const currentMonth = addMonths(start, c.monthsSinceStart);
        const change = { newAmount: c.newAmount, scope: c.scope, currentMonth, changedAt: NOW };
        const result = applyAmountChange(payment, change, c.cycle);
        const updated = { ...payment, ...result };

        const window =
          c.scope === 'all'
            ? monthRange(start, currentMonth)
            : monthRange(currentMonth, addMonths(currentMonth, 11));
        const expected = window.filter(
          (m) => occursInMonth(payment, m, c.cycle) && c.oldAmount !== c.newAmount,
        );
        expect(result.affectedMonths).toEqual(expected);
        // Prices before the start month are never charged, so only months from the start on are checked.
        for (const month of monthRange(start, addMonths(currentMonth, 14))) {
          const changes = c.scope === 'all' || month >= currentMonth;
          expect(amountInForce(updated, month)).toBe(changes ? c.newAmount : c.oldAmount);
        }
      }),
      { numRuns: 300 },
    );
  });
});
