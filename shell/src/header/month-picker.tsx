import { addMonths, fromSelectedDate, hebrewMonthName, toSelectedDate } from '@kaspit/domain';
import {
  isMonthPicked,
  pickMonth,
  resetSelectedDate,
  useSelectedDate,
  useSession,
  type SelectedDate,
} from '@kaspit/shared-auth';
import { useState } from 'react';
import { messages } from '../messages.js';
import { MonthJumpDialog } from './month-jump.js';

const label = (selected: SelectedDate) => hebrewMonthName(fromSelectedDate(selected));

/** Publishes the billing month every area shows on the `selectedDate$` bus. */
export function MonthPicker() {
  const selected = useSelectedDate();
  const { user } = useSession();
  const step = (months: number) => pickMonth(toSelectedDate(addMonths(fromSelectedDate(selected), months)));
  const cycle = user?.billingCyclePeriod;
  const [jumping, setJumping] = useState(false);
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
      {/* The month's name opens the jump to any month and year; its description says so (the name is the label,
          written into the page's HTML frame before the app runs, so it carries no month-dependent attribute). */}
      <button
        type="button"
        className="shell-month__label"
        data-testid="selected-month"
        data-month={fromSelectedDate(selected)}
        aria-haspopup="dialog"
        aria-describedby="month-jump-hint"
        onClick={() => setJumping(true)}
      >
        {label(selected)}
      </button>
      <span id="month-jump-hint" hidden>
        {messages.monthJump.open}
      </span>
      {jumping && (
        <MonthJumpDialog
          month={fromSelectedDate(selected)}
          onPick={(month) => pickMonth(toSelectedDate(month))}
          onClose={() => setJumping(false)}
        />
      )}
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
