import { DomainError, describeValue } from '../../errors/index.js';
import { addMonths, monthRange } from '../../dates/arithmetic/index.js';
import { parseMonth, type YearMonth } from '../../dates/parse/index.js';
import { type Agorot, isValidAmount } from '../../money/agorot/index.js';
import { type BillingCyclePeriod, billingMonthOf } from '../../billing-month/index.js';
import {
  type AmountHistoryEntry,
  amountInForce,
  occursInMonth,
  type RecurringSchedule,
} from '../schedule/index.js';

/**
 * `future`: from the current billing month on. `all`: every occurrence, past ones included. `from`: from the
 * billing month `effectiveFrom` on (a price rise announced for a later month, or one the person noticed late).
 */
export type AmountChangeScope = 'future' | 'all' | 'from';

export interface AmountChange {
  newAmount: Agorot;
  scope: AmountChangeScope;
  reason?: string;
  /** The billing month the new price starts in; with scope `from` only. */
  effectiveFrom?: YearMonth;
  /** The user's current billing month (see `currentBillingMonth`). */
  currentMonth: YearMonth;
  /** When the change was made, an ISO timestamp. */
  changedAt: string;
}

export interface AmountChangeResult {
  amount: Agorot;
  amountHistory: AmountHistoryEntry[];
  affectedMonths: YearMonth[];
}

/** How far ahead a `future` change reports affected months: the current billing month and the 11 after it. */
export const AFFECTED_MONTHS_AHEAD = 12;

/** The history a new payment starts with: its amount, in force from its first billing month. */
export function initialAmountHistory(
  payment: Pick<RecurringSchedule, 'startDate' | 'amount'>,
  cycle: BillingCyclePeriod,
  changedAt: string,
): AmountHistoryEntry[] {
  return [{ effectiveFrom: billingMonthOf(payment.startDate, cycle), amount: payment.amount, changedAt }];
}

function validate(change: AmountChange): void {
  if (!isValidAmount(change.newAmount)) {
    throw new DomainError('newAmount must be more than 0 and at most 10,000,000 shekels', 'newAmount');
  }
  if (change.scope !== 'future' && change.scope !== 'all' && change.scope !== 'from') {
    throw new DomainError(
      `scope must be "future", "all" or "from", got ${describeValue(change.scope)}`,
      'scope',
    );
  }
  if (change.scope === 'from') {
    if (change.effectiveFrom === undefined) {
      throw new DomainError('effectiveFrom is required with scope "from"', 'effectiveFrom');
    }
    parseMonth(change.effectiveFrom, 'effectiveFrom');
  } else if (change.effectiveFrom !== undefined) {
    throw new DomainError('effectiveFrom is only for scope "from"', 'effectiveFrom');
  }
  parseMonth(change.currentMonth, 'currentMonth');
  if (typeof change.changedAt !== 'string' || change.changedAt === '') {
    throw new DomainError('changedAt must be a timestamp', 'changedAt');
  }
}

/**
 * The new amount, history and affected billing months after the user changes a recurring payment's amount
 * (`PATCH /recurring-payments/{id}/amount`). `all` replaces the history with one entry from the start month.
 * `future` keeps the prices before max(current month, start month), replaces any from then on, and - when the
 * payment has no history yet - first records the old amount from the start month so past months keep it. `from`
 * does the same from max(effectiveFrom, start month). `amount` is the price in force in the current billing month
 * (or the first one, for a payment not started yet), so a rise from a later month leaves today's price shown.
 * `affectedMonths` are occurrence months whose amount really changed: for `all` from the start up to the
 * current month; for `future` and `from` from the month the price starts to the endDate's month or 11 months
 * after the later of that month and the current one, whichever is first.
 */
export function applyAmountChange(
  payment: RecurringSchedule,
  change: AmountChange,
  cycle: BillingCyclePeriod,
): AmountChangeResult {
  validate(change);
  const { newAmount, scope, currentMonth, changedAt } = change;
  const startMonth = billingMonthOf(payment.startDate, cycle);
  const requested = scope === 'from' ? change.effectiveFrom! : currentMonth;
  const effectiveFrom = scope === 'all' || requested < startMonth ? startMonth : requested;
  const reason = change.reason?.trim();
  const entry: AmountHistoryEntry = {
    effectiveFrom,
    amount: newAmount,
    ...(reason ? { reason } : {}),
    changedAt,
  };

  const known = payment.amountHistory?.length
    ? payment.amountHistory
    : initialAmountHistory(payment, cycle, changedAt);
  const kept = scope === 'all' ? [] : known.filter((e) => e.effectiveFrom < effectiveFrom);
  const amountHistory = [...kept, entry].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  const shownMonth = currentMonth < startMonth ? startMonth : currentMonth;
  const amount =
    scope === 'from' ? amountInForce({ amount: newAmount, amountHistory }, shownMonth) : newAmount;
  const updated = { ...payment, amount, amountHistory };

  const endMonth = payment.endDate ? billingMonthOf(payment.endDate, cycle) : undefined;
  const first = scope === 'from' ? effectiveFrom : currentMonth;
  const horizon = addMonths(first > currentMonth ? first : currentMonth, AFFECTED_MONTHS_AHEAD - 1);
  const window =
    scope === 'all'
      ? monthRange(startMonth, currentMonth)
      : monthRange(first, endMonth && endMonth < horizon ? endMonth : horizon);
  const affectedMonths = window.filter(
    (month) =>
      occursInMonth(payment, month, cycle) && amountInForce(payment, month) !== amountInForce(updated, month),
  );
  return { amount, amountHistory, affectedMonths };
}
