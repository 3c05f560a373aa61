import { describe, expect, it } from 'vitest';
import { formatMoney, formatWholeShekels } from './format.js';

// Intl puts direction marks and a no-break space around the sign; compare what a reader sees.
const visible = (text: string) => text.replace(/[\u200e\u200f\u00a0\s]+/g, ' ').trim();

describe('money formats', () => {
  it('shows exact amounts with agorot', () => {
    expect(visible(formatMoney(1234.5))).toBe('1,234.50 ₪');
  });

  it('shows axis values in whole shekels', () => {
    expect(visible(formatWholeShekels(16000))).toBe('16,000 ₪');
    expect(visible(formatWholeShekels(2500.4))).toBe('2,500 ₪');
  });
});
