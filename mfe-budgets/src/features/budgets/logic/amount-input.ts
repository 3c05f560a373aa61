import { MAX_AMOUNT_AGOROT, toAgorot, type Agorot } from '@kaspit/domain';

/**
 * A budget typed by a person: shekels with at most 2 decimals, thousands separators and a ₪ sign allowed,
 * 0 (no budget) to 10,000,000. Returns null when it is not one.
 */
export function parseBudgetInput(text: string): Agorot | null {
  const cleaned = text.replace(/[,\s₪]/g, '');
  if (cleaned === '') return null;
  try {
    const agorot = toAgorot(cleaned);
    return agorot >= 0 && agorot <= MAX_AMOUNT_AGOROT ? agorot : null;
  } catch {
    return null;
  }
}
