import {
  billingCycleIssues,
  billingPeriod,
  currentBillingMonth,
  type BillingCyclePeriod,
  type BillingPeriod,
  type IsoDate,
  type YearMonth,
} from '@kaspit/domain';
import { messages } from '../../../messages.js';

/** The form as typed. */
export interface CycleFormValues {
  startDay: string;
  endDay: string;
  endMonth: '0' | '1';
}

export const formOfCycle = (cycle: BillingCyclePeriod): CycleFormValues => ({
  startDay: String(cycle.startDay),
  endDay: String(cycle.endDay),
  endMonth: String(cycle.endMonth) as '0' | '1',
});

/**
 * A new start day brings the end with it (the only end the rule allows): day 1 is the calendar month, any
 * later day runs to the day before it in the next month. The end fields stay editable and validated.
 */
export function withStartDay(values: CycleFormValues, startDay: string): CycleFormValues {
  const day = Number(startDay);
  if (!Number.isInteger(day) || day < 1 || day > 31) return { ...values, startDay };
  return day === 1
    ? { startDay, endDay: '31', endMonth: '0' }
    : { startDay, endDay: String(day - 1), endMonth: '1' };
}

const toNumber = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** The candidate cycle (possibly invalid) the values describe. */
export const cycleOf = (values: CycleFormValues) => ({
  startDay: toNumber(values.startDay),
  endDay: toNumber(values.endDay),
  endMonth: Number(values.endMonth),
});

const isDay = (n: number) => Number.isInteger(n) && n >= 1 && n <= 31;

/**
 * The domain's verdict (`billingCycleIssues`, the rule the API applies) in Hebrew, one message per field.
 * Which rule failed follows from the values themselves, so the English texts are never parsed.
 */
export function cycleErrors(
  values: CycleFormValues,
): Partial<Record<'startDay' | 'endDay' | 'endMonth', string>> {
  const cycle = cycleOf(values);
  const errors: Partial<Record<'startDay' | 'endDay' | 'endMonth', string>> = {};
  for (const issue of billingCycleIssues(cycle)) {
    const path = (issue.path || 'startDay') as keyof typeof errors;
    if (path === 'endMonth') errors.endMonth = messages.cycle.errors.endMonth;
    else if (!isDay(cycle[path])) errors[path] = messages.cycle.errors.day;
    else if (cycle.endMonth === 0) errors[path] = messages.cycle.errors.calendar;
    else if (path === 'startDay') errors.startDay = messages.cycle.errors.startFromTwo;
    else errors.endDay = messages.cycle.errors.endDayBefore(cycle.startDay - 1);
  }
  return errors;
}

/** What saving would mean: the period of `month` under the new cycle and the billing month today falls in. */
export function cyclePreview(
  values: CycleFormValues,
  month: YearMonth,
  today: IsoDate,
): { cycle: BillingCyclePeriod; period: BillingPeriod; todayMonth: YearMonth } | null {
  if (Object.keys(cycleErrors(values)).length > 0) return null;
  const cycle = cycleOf(values) as BillingCyclePeriod;
  return { cycle, period: billingPeriod(month, cycle), todayMonth: currentBillingMonth(cycle, today) };
}
