import { describe, expect, it } from 'vitest';
import { formatShekels, formatSignedShekels, formatWholeShekels, groupThousands } from './index.js';

const RLM = '\u200f';
const LRM = '\u200e';
const NBSP = '\u00a0';
const visible = (text: string) => text.replace(/[\u200e\u200f]/g, '').replace(/\u00a0/g, ' ');

describe('formatSignedShekels', () => {
  it('puts a plus beside money in, keeps the minus, and leaves zero bare', () => {
    expect(formatSignedShekels(100000)).toBe(`${RLM}${LRM}+1,000.00${NBSP}${RLM}₪`);
    expect(formatSignedShekels(-5025)).toBe(formatShekels(-5025));
    expect(formatSignedShekels(0)).toBe(formatShekels(0));
  });
});

describe('formatShekels', () => {
  // Node 20 (ICU 7x) prints he-IL currency with right-to-left marks before the number and the sign.
  it('prints exactly what Node ICU prints for he-IL ILS', () => {
    expect(formatShekels(123450)).toBe(`${RLM}1,234.50${NBSP}${RLM}₪`);
    expect(formatShekels(-5)).toBe(`${RLM}${LRM}-0.05${NBSP}${RLM}₪`);
  });

  it('shows two decimals and thousands separators', () => {
    expect(visible(formatShekels(0))).toBe('0.00 ₪');
    expect(visible(formatShekels(1))).toBe('0.01 ₪');
    expect(visible(formatShekels(1_000_000_000))).toBe('10,000,000.00 ₪');
    expect(visible(formatShekels(4990))).toBe('49.90 ₪');
  });

  it('agrees with ICU for he-IL ILS across magnitudes and signs', () => {
    const icu = new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'ILS' });
    const samples = [1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456_789, 1_000_000_000];
    for (let n = 1; n < 2_000_000_000_000; n = Math.floor(n * 1.37) + 1) samples.push(n);
    for (const agorot of [0, ...samples, ...samples.map((n) => -n)]) {
      expect(formatShekels(agorot), String(agorot)).toBe(icu.format(agorot / 100));
    }
  });

  it('never prints zero with a minus', () => {
    expect(formatShekels(-0)).toBe(formatShekels(0));
  });

  it('rejects fractional agorot', () => {
    expect(() => formatShekels(0.5)).toThrow('whole number of agorot');
  });
});

describe('formatWholeShekels', () => {
  it('agrees with ICU for he-IL ILS without fraction digits', () => {
    const icu = new Intl.NumberFormat('he-IL', {
      style: 'currency',
      currency: 'ILS',
      maximumFractionDigits: 0,
    });
    const samples = [0, 0.5, 1, 2.5, 9.49, 999.5, 1000, 16_000, 1_234_567.49, 250_000, 10_000_000];
    for (const shekels of [...samples, ...samples.filter((s) => s >= 0.5).map((s) => -s)]) {
      expect(formatWholeShekels(shekels), String(shekels)).toBe(icu.format(shekels));
    }
  });

  it('never prints zero with a minus', () => {
    expect(formatWholeShekels(-0.4)).toBe(formatWholeShekels(0));
  });
});

describe('groupThousands', () => {
  it('puts a comma between thousands', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(1_234_567)).toBe('1,234,567');
  });
});
