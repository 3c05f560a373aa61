import { DomainError } from '../../errors/index.js';
import { type Agorot, MAX_AMOUNT_AGOROT, toAgorot } from '../agorot/index.js';

/**
 * A refund or credit (a card's "זיכוי") is an expense with a negative amount: money back, charged to the same
 * category and card, so every sum of expenses — a month's total, a category against its budget, the ledger, the
 * statistics — nets it without a special case. Incomes, recurring payments and installment plans stay positive.
 */

/** True for a refund: an expense amount below zero. */
export const isRefund = (agorot: Agorot): boolean => agorot < 0;

/** True when `agorot` is an expense or a refund: a whole number, not 0, at most 10,000,000 ₪ either way. */
export function isValidExpenseAmount(agorot: unknown): agorot is Agorot {
  return (
    typeof agorot === 'number' &&
    Number.isSafeInteger(agorot) &&
    agorot !== 0 &&
    Math.abs(agorot) <= MAX_AMOUNT_AGOROT
  );
}

/** `toAgorot` plus the bounds of an expense amount, where a negative one is a refund. */
export function parseExpenseAmount(shekels: number | string, path = 'amount'): Agorot {
  let agorot: Agorot;
  try {
    agorot = toAgorot(shekels);
  } catch (error) {
    throw error instanceof DomainError ? new DomainError(error.message, path) : error;
  }
  if (!isValidExpenseAmount(agorot)) {
    throw new DomainError(
      `${path} must not be 0 and at most 10,000,000 shekels either way (a negative amount is a refund)`,
      path,
    );
  }
  return agorot;
}

/** The amount as a refund: negative whatever sign it was written with ("150" in a "זיכוי" row is -150). */
export const asRefund = (agorot: Agorot): Agorot => (agorot === 0 ? 0 : -Math.abs(agorot));
