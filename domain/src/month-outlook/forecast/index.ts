import { daysBetween } from '../../dates/arithmetic/index.js';
import type { IsoDate } from '../../dates/parse/index.js';
import type { Agorot } from '../../money/agorot/index.js';
import type { BillingPeriod } from '../../billing-month/index.js';

/** How far `today` is into `period`: days elapsed (today included) and the period's length. */
export function elapsedDays(period: BillingPeriod, today: IsoDate): { elapsed: number; total: number } {
  const total = daysBetween(period.from, period.to) + 1;
  const elapsed = Math.min(total, Math.max(0, daysBetween(period.from, today) + 1));
  return { elapsed, total };
}

/**
 * Month-end spending: charges that are fixed for the month (recurring payments, installments) count once, the
 * rest grows linearly with the days elapsed in the billing period. A finished month is what was spent; a month
 * that has not started yet is its fixed charges plus anything already dated in it.
 */
export function forecastAgorot(
  { spent, fixed = 0 }: { spent: Agorot; fixed?: Agorot },
  period: BillingPeriod,
  today: IsoDate,
): Agorot {
  const { elapsed, total } = elapsedDays(period, today);
  if (elapsed === 0 || elapsed === total) return spent;
  const variable = Math.max(0, spent - fixed);
  return spent - variable + Math.round((variable * total) / elapsed);
}

/** Days of `period` still ahead of `today`, today included: 0 once the period is over, all of it before it starts. */
export function daysLeft(period: BillingPeriod, today: IsoDate): number {
  if (today > period.to) return 0;
  const { elapsed, total } = elapsedDays(period, today);
  return elapsed === 0 ? total : total - elapsed + 1;
}
