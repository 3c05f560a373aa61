import { addMonths } from '../../dates/arithmetic/index.js';
import { type IsoDate, parseMonth, type YearMonth } from '../../dates/parse/index.js';
import { todayIn } from '../../dates/today/index.js';
import { type BillingCyclePeriod, billingMonthOf } from '../../billing-month/index.js';
import { occurrenceDate } from '../occurrence/index.js';
import { openPause, type RecurringSchedule, type SkippedMonths } from '../schedule/index.js';

/**
 * What a recurring payment is now. Paused: it skips months until resumed, keeping its planned end. Stopped: it
 * ended (inactive, with or without an end date). Active otherwise.
 */
export type RecurringStatus = 'active' | 'paused' | 'stopped';

export function recurringStatus(payment: Pick<RecurringSchedule, 'isActive' | 'skips'>): RecurringStatus {
  if (openPause(payment)) return 'paused';
  return payment.isActive ? 'active' : 'stopped';
}

/**
 * The first billing month a pause made `today` skips: this month, unless this month's charge day has already
 * come (it was charged), then the next.
 */
export function pauseStartMonth(
  payment: Pick<RecurringSchedule, 'startDate'>,
  cycle: BillingCyclePeriod,
  today: IsoDate = todayIn(),
): YearMonth {
  const month = billingMonthOf(today, cycle);
  return occurrenceDate(payment.startDate, month, cycle) <= today ? addMonths(month, 1) : month;
}

/** Paused from billing month `from` until resumed; the planned end date (if any) stays. Pausing twice is a no-op. */
export function pause<P extends RecurringSchedule>(payment: P, from: YearMonth): P {
  parseMonth(from, 'from');
  if (openPause(payment)) return payment;
  return { ...payment, isActive: false, skips: [...(payment.skips ?? []), { from }] };
}

/**
 * Charging again from billing month `month`: the pause now ends the month before (a pause that never skipped a
 * month is forgotten), and the planned end date stays as it was.
 */
export function resume<P extends RecurringSchedule>(payment: P, month: YearMonth): P {
  parseMonth(month, 'month');
  const skips: SkippedMonths[] = [];
  for (const skip of payment.skips ?? []) {
    if (skip.to) skips.push(skip);
    else if (addMonths(month, -1) >= skip.from) skips.push({ from: skip.from, to: addMonths(month, -1) });
  }
  return { ...payment, isActive: true, skips };
}

/** Only billing month `month`'s charge skipped ("this month only"); every other month stays as it was. */
export function skipOccurrence<P extends RecurringSchedule>(payment: P, month: YearMonth): P {
  parseMonth(month, 'month');
  const skips = payment.skips ?? [];
  if (skips.some((s) => s.from <= month && (!s.to || month <= s.to))) return payment;
  return { ...payment, skips: [...skips, { from: month, to: month }] };
}

/** Undoes `skipOccurrence`: billing month `month` charges again (a pause is left as it is). */
export function unskipOccurrence<P extends RecurringSchedule>(payment: P, month: YearMonth): P {
  parseMonth(month, 'month');
  const skips = payment.skips ?? [];
  const kept = skips.filter((s) => !(s.from === month && s.to === month));
  return kept.length === skips.length ? payment : { ...payment, skips: kept };
}
