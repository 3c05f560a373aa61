import { addMonths, fromSelectedDate, hebrewMonthName, toSelectedDate } from '@kaspit/domain';
import {
  isMonthPicked,
  pickMonth,
  resetSelectedDate,
  useSelectedDate,
  useSession,
  type SelectedDate,
} from '@kaspit/shared-auth';
import type { BillingCyclePeriod } from '@kaspit/domain';
import { messages } from '../messages.js';

const label = (selected: SelectedDate) => hebrewMonthName(fromSelectedDate(selected));

/** Publishes the billing month every area shows on the `selectedDate$` bus. */
export function MonthPicker() {
  const selected = useSelectedDate();
  const { user } = useSession();
  const step = (months: number) => pickMonth(toSelectedDate(addMonths(fromSelectedDate(selected), months)));
  const cycle = user?.billingCyclePeriod as BillingCyclePeriod | undefined;
  return (
    <div className="shell-month" role="group" aria-label={messages.monthPicker}>
      <button
        type="button"
        className="shell-icon-button"
        aria-label={messages.previousMonth}
        onClick={() => step(-1)}
      >
        ›
      </button>
      <output
        className="shell-month__label"
        data-testid="selected-month"
        data-month={fromSelectedDate(selected)}
      >
        {label(selected)}
      </output>
      <button
        type="button"
        className="shell-icon-button"
        aria-label={messages.nextMonth}
        onClick={() => step(1)}
      >
        ‹
      </button>
      {isMonthPicked() && (
        <button type="button" className="shell-link-button" onClick={() => resetSelectedDate(cycle)}>
          {messages.currentMonth}
        </button>
      )}
    </div>
  );
}
