import { fromAgorot, groupThousands, MAX_AMOUNT_AGOROT, readTypedAmount, toAgorot } from '@kaspit/domain';

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

/** A saved balance as the field shows it at rest: `15000` → `"15,000"`, `-1234.5` → `"-1,234.50"`. */
export function showBalance(amount: number): string {
  const agorot = toAgorot(amount);
  const size = Math.abs(agorot);
  const cents = size % 100;
  const whole = groupThousands(Math.floor(size / 100));
  return `${agorot < 0 ? '-' : ''}${whole}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
}

/** A saved balance as the field offers it for editing: plain digits, `15000` or `-1234.5`. */
export const editableBalance = (amount: number): string => String(amount);
