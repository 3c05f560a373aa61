import { DomainError } from '../../errors/index.js';
import { monthRange, monthsBetween } from '../../dates/arithmetic/index.js';
import { type IsoDate, parseMonth, type YearMonth } from '../../dates/parse/index.js';
import type { Agorot } from '../../money/agorot/index.js';
import { type BillingCyclePeriod, billingMonthOf } from '../../billing-month/index.js';
import { type Frequency, frequencyStep } from '../frequency/index.js';

/** A price from billing month `effectiveFrom` on, until a later entry takes over. */
export interface AmountHistoryEntry {
  effectiveFrom: YearMonth;
  amount: Agorot;
  reason?: string;
  changedAt: string;
}

/**
 * Billing months in which a payment does not charge, `from`..`to` inclusive: a pause (no `to` while it lasts) or
 * one skipped occurrence (`from` = `to`).
 */
export interface SkippedMonths {
  from: YearMonth;
  to?: YearMonth | null;
}

/** The fields of a recurring payment that decide when it occurs and what it costs. */
export interface RecurringSchedule {
  amount: Agorot;
  frequency: Frequency;
  startDate: IsoDate;
  endDate?: IsoDate | null;
  isActive: boolean;
  amountHistory?: readonly AmountHistoryEntry[];
  skips?: readonly SkippedMonths[];
}

/** One occurrence: the billing month it falls in and what it costs there. */
export interface Occurrence {
  month: YearMonth;
  amount: Agorot;
}

/** True when `month` falls in one of the payment's skipped spans (a pause or a skipped occurrence). */
export function isSkipped(payment: Pick<RecurringSchedule, 'skips'>, month: YearMonth): boolean {
  return (payment.skips ?? []).some((s) => s.from <= month && (!s.to || month <= s.to));
}

/** The pause that lasts until the payment is resumed, if any. */
export function openPause(payment: Pick<RecurringSchedule, 'skips'>): SkippedMonths | undefined {
  return (payment.skips ?? []).find((s) => !s.to);
}

/**
 * True when the payment is due in billing month `month`: it started in or before `month` (the billing month of
 * its startDate), its endDate (if any) is not in an earlier billing month, `month` is not skipped (paused), it is
 * not inactive without an endDate (unless paused: a paused payment still occurred before its pause), and `month`
 * is a whole number of steps from its start month. An endDate before the startDate means it never occurred.
 */
export function occursInMonth(
  payment: RecurringSchedule,
  month: YearMonth,
  cycle: BillingCyclePeriod,
): boolean {
  parseMonth(month);
  const step = frequencyStep(payment.frequency);
  const start = billingMonthOf(payment.startDate, cycle);
  if (!payment.isActive && !payment.endDate && !openPause(payment)) return false;
  if (month < start || isSkipped(payment, month)) return false;
  if (payment.endDate) {
    if (payment.endDate < payment.startDate || billingMonthOf(payment.endDate, cycle) < month) return false;
  }
  return monthsBetween(start, month) % step === 0;
}

/**
 * The price in force in billing month `month`: the `amountHistory` entry with the latest `effectiveFrom` not
 * after `month` (on a tie, the later entry in the list). Before the earliest entry, the earliest entry's amount
 * (the oldest known price); with no history at all, `payment.amount`.
 */
export function amountInForce(
  payment: Pick<RecurringSchedule, 'amount' | 'amountHistory'>,
  month: YearMonth,
): Agorot {
  parseMonth(month);
  const history = payment.amountHistory ?? [];
  let inForce: AmountHistoryEntry | undefined;
  let earliest: AmountHistoryEntry | undefined;
  for (const entry of history) {
    parseMonth(entry.effectiveFrom, 'amountHistory.effectiveFrom');
    if (!earliest || entry.effectiveFrom < earliest.effectiveFrom) earliest = entry;
    if (entry.effectiveFrom <= month && (!inForce || entry.effectiveFrom >= inForce.effectiveFrom))
      inForce = entry;
  }
  return (inForce ?? earliest ?? payment).amount;
}

/** What the payment costs in billing month `month`: its price in force when it occurs there, else 0. */
export function amountInMonth(
  payment: RecurringSchedule,
  month: YearMonth,
  cycle: BillingCyclePeriod,
): Agorot {
  return occursInMonth(payment, month, cycle) ? amountInForce(payment, month) : 0;
}

/** Every occurrence in billing months `fromMonth`..`toMonth` (inclusive), in order. */
export function occurrences(
  payment: RecurringSchedule,
  fromMonth: YearMonth,
  toMonth: YearMonth,
  cycle: BillingCyclePeriod,
): Occurrence[] {
  parseMonth(fromMonth, 'fromMonth');
  parseMonth(toMonth, 'toMonth');
  if (toMonth < fromMonth)
    throw new DomainError(`toMonth ${toMonth} is before fromMonth ${fromMonth}`, 'toMonth');
  return monthRange(fromMonth, toMonth)
    .filter((month) => occursInMonth(payment, month, cycle))
    .map((month) => ({ month, amount: amountInForce(payment, month) }));
}
