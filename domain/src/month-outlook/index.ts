export type { BudgetState } from './budget-standing/index.js';
export { budgetState, percentOf, WARNING_PERCENT } from './budget-standing/index.js';
export type { OutcomeView, RecurringPaymentView } from './fixed-charges/index.js';
export { fixedChargesByCategory, scheduleOf } from './fixed-charges/index.js';
export { daysLeft, elapsedDays, forecastAgorot } from './forecast/index.js';
export type { InstallmentView, UpcomingCharge } from './upcoming-charges/index.js';
export { chargesStillToCome } from './upcoming-charges/index.js';
