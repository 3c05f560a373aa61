export type { BillingCyclePeriod, ValidationIssue } from './cycle/index.js';
export {
  billingCycleIssues,
  DEFAULT_BILLING_CYCLE,
  isValidBillingCycle,
  normaliseBillingCycle,
} from './cycle/index.js';
export type { BillingPeriod } from './period/index.js';
export {
  billingMonthOf,
  billingMonthsInRange,
  billingPeriod,
  currentBillingMonth,
  isInBillingMonth,
} from './period/index.js';
export type { SelectedDate } from './selected-date/index.js';
export { fromSelectedDate, toSelectedDate } from './selected-date/index.js';
