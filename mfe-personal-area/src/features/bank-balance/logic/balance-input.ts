import { fromAgorot, MAX_AMOUNT_AGOROT, toAgorot } from '@kaspit/domain';

/** A balance as typed: shekels, possibly negative (overdraft), at most 2 decimals. Null when it is not one. */
export function parseBalance(text: string): number | null {
  const cleaned = text.replace(/[,\s₪]/g, '').replace(/^\u2212/, '-');
  if (cleaned === '' || cleaned === '-') return null;
  try {
    const agorot = toAgorot(cleaned);
    return Math.abs(agorot) <= MAX_AMOUNT_AGOROT ? fromAgorot(agorot) : null;
  } catch {
    return null;
  }
}
