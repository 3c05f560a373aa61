import { DomainError, describeValue } from '../errors/index.js';
import { addMonths, clampToMonth, monthOf } from '../dates/arithmetic/index.js';
import { type IsoDate, parseDate } from '../dates/parse/index.js';
import { type Agorot, isValidAmount, splitAgorot } from '../money/agorot/index.js';
import { type BillingCyclePeriod, billingMonthOf, billingPeriod } from '../billing-month/index.js';

/** Israeli credit "תשלומים": 2 to 36 monthly payments. */
export const MIN_INSTALLMENTS = 2;
export const MAX_INSTALLMENTS = 36;

export interface InstallmentPlanInput {
  /** The purchase date; the first installment is dated on it. */
  date: IsoDate;
  /** The whole price in agorot. */
  amount: Agorot;
  /** How many installments. */
  total: number;
  cycle: BillingCyclePeriod;
}

export interface PlannedInstallment {
  number: number;
  total: number;
  date: IsoDate;
  amount: Agorot;
}

/**
 * The date of installment `index` (0 = the purchase): the purchase's day of the month, `index` months later,
 * kept inside the billing month `index` months after the purchase's. A day past the month's end moves to its
 * last day, and a date that would fall outside that billing month moves to its nearest edge, so each
 * installment lands in its own consecutive billing month even when a clamped cycle start shifts the boundary.
 */
export function installmentDate(purchaseDate: IsoDate, index: number, cycle: BillingCyclePeriod): IsoDate {
  const { day } = parseDate(purchaseDate);
  const candidate = clampToMonth(addMonths(monthOf(purchaseDate), index), day);
  const { from, to } = billingPeriod(addMonths(billingMonthOf(purchaseDate, cycle), index), cycle);
  if (candidate < from) return from;
  return candidate > to ? to : candidate;
}

/**
 * The outcomes of an installment purchase: `total` shares of `amount` that add up to it exactly (the leftover
 * agorot go to the first), one per consecutive billing month starting with the purchase's.
 */
export function planInstallments({ date, amount, total, cycle }: InstallmentPlanInput): PlannedInstallment[] {
  parseDate(date);
  if (!Number.isInteger(total) || total < MIN_INSTALLMENTS || total > MAX_INSTALLMENTS) {
    throw new DomainError(
      `total must be a whole number from ${MIN_INSTALLMENTS} to ${MAX_INSTALLMENTS}, got ${describeValue(total)}`,
      'total',
    );
  }
  if (!isValidAmount(amount)) {
    throw new DomainError('amount must be more than 0 and at most 10,000,000 shekels', 'amount');
  }
  if (amount < total) {
    throw new DomainError(`amount must be at least one agora per installment (${total} agorot)`, 'amount');
  }
  return splitAgorot(amount, total).map((share, index) => ({
    number: index + 1,
    total,
    date: installmentDate(date, index, cycle),
    amount: share,
  }));
}

/** How an installment is shown: `"3/12"`. */
export function installmentLabel(number: number, total: number): string {
  if (!Number.isInteger(total) || total < 1 || !Number.isInteger(number) || number < 1 || number > total) {
    throw new DomainError(
      `Invalid installment ${describeValue(number)} of ${describeValue(total)}: expected 1 <= number <= total`,
    );
  }
  return `${number}/${total}`;
}
