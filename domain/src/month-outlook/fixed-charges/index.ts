import type { YearMonth } from '../../dates/parse/index.js';
import { type Agorot, toAgorot } from '../../money/agorot/index.js';
import type { BillingCyclePeriod } from '../../billing-month/index.js';
import type { Frequency } from '../../recurring/frequency/index.js';
import { amountInMonth, type RecurringSchedule, type SkippedMonths } from '../../recurring/schedule/index.js';

export interface RecurringPaymentView {
  amount: number;
  category: string;
  frequency: Frequency;
  startDate: string;
  endDate?: string | null;
  isActive: boolean;
  amountHistory?: { effectiveFrom: string; amount: number; changedAt: string }[];
  skips?: readonly SkippedMonths[];
}

export interface OutcomeView {
  amount: number;
  category: string;
  installments?: { planId?: string; number: number; total: number };
}

/** A recurring payment as the API sends it (amounts in shekels), as the schedule rules read it (in agorot). */
export function scheduleOf(payment: RecurringPaymentView): RecurringSchedule {
  return {
    ...payment,
    amount: toAgorot(payment.amount),
    amountHistory: payment.amountHistory?.map((h) => ({ ...h, amount: toAgorot(h.amount) })),
  };
}

/**
 * What each category is charged this billing month regardless of how the month goes: recurring payments due in
 * it and installments of earlier purchases. The forecast counts these once instead of extrapolating them.
 */
export function fixedChargesByCategory(
  outcomes: OutcomeView[],
  recurring: RecurringPaymentView[],
  month: YearMonth,
  cycle: BillingCyclePeriod,
): Map<string, Agorot> {
  const fixed = new Map<string, Agorot>();
  const add = (category: string, agorot: Agorot) => fixed.set(category, (fixed.get(category) ?? 0) + agorot);
  for (const outcome of outcomes) {
    if (outcome.installments) add(outcome.category, toAgorot(outcome.amount));
  }
  for (const payment of recurring) {
    const due = amountInMonth(scheduleOf(payment), month, cycle);
    if (due > 0) add(payment.category, due);
  }
  return fixed;
}
