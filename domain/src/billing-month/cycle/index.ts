import { DomainError } from '../../errors/index.js';

/**
 * When the user's month starts. `endMonth 0`: the billing month is the calendar month (always `{1, 31, 0}`).
 * `endMonth 1`: it runs from `startDay` of month M to the day before `startDay` of M+1 and is labelled M.
 */
export interface BillingCyclePeriod {
  startDay: number;
  endDay: number;
  endMonth: 0 | 1;
}

export const DEFAULT_BILLING_CYCLE: Readonly<BillingCyclePeriod> = Object.freeze({
  startDay: 1,
  endDay: 31,
  endMonth: 0,
});

/** One problem with an input, in the shape of the API's `data.errors[]`. */
export interface ValidationIssue {
  path: string;
  message: string;
}

const isDay = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 31;

function shapeIssues(value: unknown): ValidationIssue[] {
  if (typeof value !== 'object' || value === null) {
    return [{ path: '', message: 'billingCyclePeriod must be an object { startDay, endDay, endMonth }' }];
  }
  const { startDay, endDay, endMonth } = value as Record<string, unknown>;
  const issues: ValidationIssue[] = [];
  if (!isDay(startDay))
    issues.push({ path: 'startDay', message: 'startDay must be an integer from 1 to 31' });
  if (!isDay(endDay)) issues.push({ path: 'endDay', message: 'endDay must be an integer from 1 to 31' });
  if (endMonth !== 0 && endMonth !== 1) issues.push({ path: 'endMonth', message: 'endMonth must be 0 or 1' });
  return issues;
}

/**
 * Every reason `value` is not a billing cycle a user may save (empty when it is one). Strict: the only
 * `endMonth 0` cycle is `{1, 31, 0}`, and an `endMonth 1` cycle must start on day 2..31 and end the day before.
 */
export function billingCycleIssues(value: unknown): ValidationIssue[] {
  const issues = shapeIssues(value);
  if (issues.length > 0) return issues;
  const { startDay, endDay, endMonth } = value as BillingCyclePeriod;
  if (endMonth === 0) {
    if (startDay !== 1 || endDay !== 31) {
      const message =
        'With endMonth 0 the billing month is the calendar month: startDay must be 1 and endDay 31';
      if (startDay !== 1) issues.push({ path: 'startDay', message });
      if (endDay !== 31) issues.push({ path: 'endDay', message });
    }
  } else if (startDay === 1) {
    issues.push({
      path: 'startDay',
      message: 'A billing month that ends in the next month (endMonth 1) must start on day 2 to 31',
    });
  } else if (endDay !== startDay - 1) {
    issues.push({
      path: 'endDay',
      message: `endDay must be ${startDay - 1}, the day before startDay, so billing months neither overlap nor leave gaps`,
    });
  }
  return issues;
}

export function isValidBillingCycle(value: unknown): value is BillingCyclePeriod {
  return billingCycleIssues(value).length === 0;
}

/**
 * The cycle `value` means, for stored or legacy values: `endMonth 0` (whatever its days) and `startDay 1` are
 * the calendar month; otherwise `endDay` follows from `startDay`, because the start is what a user picks and
 * any other end would overlap or leave a gap. Throws only on values that are not days 1..31 and endMonth 0|1.
 */
export function normaliseBillingCycle(value: unknown): BillingCyclePeriod {
  const [issue] = shapeIssues(value);
  if (issue) throw new DomainError(issue.message, issue.path);
  const { startDay, endMonth } = value as BillingCyclePeriod;
  if (endMonth === 0 || startDay === 1) return { ...DEFAULT_BILLING_CYCLE };
  return { startDay, endDay: startDay - 1, endMonth: 1 };
}
