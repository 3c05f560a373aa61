export type { Frequency } from './frequency/index.js';
export {
  FREQUENCIES,
  FREQUENCY_LABELS_HE,
  FREQUENCY_STEP_MONTHS,
  frequencyStep,
  isFrequency,
} from './frequency/index.js';
export type { AmountHistoryEntry, Occurrence, RecurringSchedule, SkippedMonths } from './schedule/index.js';
export {
  amountInForce,
  amountInMonth,
  isSkipped,
  occurrences,
  occursInMonth,
  openPause,
} from './schedule/index.js';
export type { RecurringStatus } from './pause/index.js';
export {
  pause,
  pauseStartMonth,
  recurringStatus,
  resume,
  skipOccurrence,
  unskipOccurrence,
} from './pause/index.js';
export type { AmountChange, AmountChangeResult, AmountChangeScope } from './amount-change/index.js';
export { AFFECTED_MONTHS_AHEAD, applyAmountChange, initialAmountHistory } from './amount-change/index.js';
export { deactivate } from './deactivate/index.js';
export type { MonthOccurrence } from './occurrence/index.js';
export { occurrenceDate, occurrenceInMonth } from './occurrence/index.js';
