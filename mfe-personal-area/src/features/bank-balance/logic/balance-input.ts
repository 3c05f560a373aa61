import { fromAgorot, MAX_AMOUNT_AGOROT, readTypedAmount } from '@kaspit/domain';

/**
 * A balance as typed: shekels, possibly negative (overdraft), at most 2 decimals, a decimal comma too. Null when it
 * is not one.
 */
export function parseBalance(text: string): number | null {
  const read = readTypedAmount(text);
  return read.ok && Math.abs(read.agorot) <= MAX_AMOUNT_AGOROT ? fromAgorot(read.agorot) : null;
}

/** True when the text could mean thousands or agorot ("1.234"). */
export function isAmbiguousBalance(text: string): boolean {
  const read = readTypedAmount(text);
  return !read.ok && read.problem === 'ambiguous';
}
