import type { Expense } from '../rules.js';
import { mad, mean, median } from '../stats.js';

/** Below this an "unusual" expense is not worth a warning (₪100). */
export const MIN_UNUSUAL_AGOROT = 10_000;
/** Other expenses a category needs before its "usual" means anything. */
export const MIN_BASELINE = 4;
/** Earlier expenses at one merchant that make the merchant, not the category, the yardstick. */
export const MIN_MERCHANT_HISTORY = 3;
/** Sorted amounts more than this factor apart belong to different bands (₪20 parking vs ₪300 fill-ups). */
export const BAND_GAP_RATIO = 2;
/** Expenses a band needs to count as usual spending; fewer are one-offs (an earlier splurge). */
export const MIN_BAND = 3;

/** One earlier expense of a category, as the loader gives it (the month's own expenses included). */
export interface PastExpense {
  id: string;
  amountAgorot: number;
  description: string;
}

export interface UnusualExpense {
  expense: Expense;
  /** The median of the band the expense was judged against. */
  usualAgorot: number;
  /** Judged against the same merchant's earlier expenses, or against the category's. */
  basis: 'merchant' | 'category';
}

/**
 * A business however the card statement writes it: letters only (branch numbers, dashes and spacing go), in
 * lower case — "פז - תחנה 1234" and "פז תחנה 77" are one merchant.
 */
export function merchantKey(description: string): string {
  return description
    .normalize('NFC')
    .toLocaleLowerCase('he-IL')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
}

/** Sorted amounts cut where one is more than BAND_GAP_RATIO × the one before. */
function bands(amounts: readonly number[]): number[][] {
  const sorted = [...amounts].sort((a, b) => a - b);
  const out: number[][] = [];
  for (const amount of sorted) {
    const band = out.at(-1);
    if (band && amount <= band.at(-1)! * BAND_GAP_RATIO) band.push(amount);
    else out.push([amount]);
  }
  return out;
}

/**
 * The usual band an amount is measured against: the highest band with at least MIN_BAND expenses. None when
 * there is no such band or a usual band lies above the amount (it is below something the person often pays).
 */
function usualBandFor(amount: number, amounts: readonly number[]): number[] | undefined {
  const usual = bands(amounts).filter((b) => b.length >= MIN_BAND);
  const top = usual.at(-1);
  return top && top[0]! <= amount ? top : undefined;
}

/**
 * Expenses far above what the person usually pays for the same thing. The yardstick is the merchant's earlier
 * expenses when there are at least MIN_MERCHANT_HISTORY of them, else the category's; within it, the band of
 * similar amounts the expense would belong to, so ₪20 parking charges do not make a ₪300 fill-up look big. An
 * expense is unusual when it is at least ₪100, more than twice the band's median, and either above median +
 * 3 × MAD or above 2.5 × the band's mean. Refunds (negative amounts) are never unusual and never part of a
 * yardstick; installments are fixed charges, not spending.
 */
export function unusualExpenses(
  candidates: readonly Expense[],
  history: ReadonlyMap<string, readonly PastExpense[]>,
): UnusualExpense[] {
  const found: UnusualExpense[] = [];
  for (const expense of candidates) {
    const amount = expense.amountAgorot;
    if (expense.planId || amount < MIN_UNUSUAL_AGOROT) continue;
    const others = (history.get(expense.category) ?? []).filter(
      (p) => p.id !== expense.id && p.amountAgorot > 0,
    );
    const merchant = merchantKey(expense.description);
    const atMerchant = others.filter((p) => merchantKey(p.description) === merchant);
    const basis = atMerchant.length >= MIN_MERCHANT_HISTORY ? 'merchant' : 'category';
    const yardstick = (basis === 'merchant' ? atMerchant : others).map((p) => p.amountAgorot);
    if (yardstick.length < (basis === 'merchant' ? MIN_MERCHANT_HISTORY : MIN_BASELINE)) continue;
    const band = usualBandFor(amount, yardstick);
    if (!band) continue;
    const m = median(band);
    const far = amount > m + 3 * mad(band) || amount > 2.5 * mean(band);
    if (amount > 2 * m && far) found.push({ expense, usualAgorot: Math.round(m), basis });
  }
  return found.sort(
    (a, b) => b.expense.amountAgorot / b.usualAgorot - a.expense.amountAgorot / a.usualAgorot,
  );
}
