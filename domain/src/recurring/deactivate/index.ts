import { type IsoDate, parseDate } from '../../dates/parse/index.js';
import { todayIn } from '../../dates/today/index.js';
import { type BillingCyclePeriod, billingMonthOf, DEFAULT_BILLING_CYCLE } from '../../billing-month/index.js';
import type { RecurringSchedule } from '../schedule/index.js';

/**
 * The payment stopped: `isActive false` and an `endDate` (default: today's Israeli date). It still occurs in the
 * billing month of `endDate`, and never after it. A pause it was in ends there too, so it reads as stopped, not
 * paused, and the months the pause skipped stay skipped.
 */
export function deactivate<P extends RecurringSchedule>(
  payment: P,
  endDate: IsoDate = todayIn(),
  cycle: BillingCyclePeriod = DEFAULT_BILLING_CYCLE,
): P & { isActive: false; endDate: IsoDate } {
  parseDate(endDate, 'endDate');
  const stopped = { ...payment, isActive: false as const, endDate };
  if (!payment.skips?.some((s) => !s.to)) return stopped;
  const last = billingMonthOf(endDate, cycle);
  return {
    ...stopped,
    skips: payment.skips.map((s) => (s.to ? s : { from: s.from, to: last < s.from ? s.from : last })),
  };
}
