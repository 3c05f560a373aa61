import { MAX_AMOUNT_AGOROT, readTypedAmount, type Agorot } from '@kaspit/domain';

/**
 * A budget typed by a person: shekels with at most 2 decimals (a decimal comma too), thousands separators and a
 * ₪ sign allowed, 0 (no budget) to 10,000,000. Returns null when it is not one.
 */
export function parseBudgetInput(text: string): Agorot | null {
  const read = readTypedAmount(text);
  return read.ok && read.agorot >= 0 && read.agorot <= MAX_AMOUNT_AGOROT ? read.agorot : null;
}

/** True when the text could mean thousands or agorot ("1.234"), so the person is asked to write it clearly. */
export function isAmbiguousAmount(text: string): boolean {
  const read = readTypedAmount(text);
  return !read.ok && read.problem === 'ambiguous';
}
