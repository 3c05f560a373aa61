import { BehaviorSubject } from 'rxjs';
import {
  currentBillingMonth,
  DEFAULT_BILLING_CYCLE,
  toSelectedDate,
  type SelectedDate,
} from '@kaspit/domain';

export type { SelectedDate };

/** The billing month every area shows; it follows the cycle that contains today until the user picks one. */
export const selectedDate$ = new BehaviorSubject<SelectedDate>(
  toSelectedDate(currentBillingMonth(DEFAULT_BILLING_CYCLE)),
);
