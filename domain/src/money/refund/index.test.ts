import { describe, expect, it } from 'vitest';
import { sumAgorot } from '../agorot/index.js';
import { asRefund, isRefund, isValidExpenseAmount, parseExpenseAmount } from './index.js';

describe('refunds', () => {
  it('are expenses with a negative amount, which sums net', () => {
    expect(parseExpenseAmount(-150)).toBe(-15_000);
    expect(parseExpenseAmount('-150.00')).toBe(-15_000);
    expect(isRefund(-15_000)).toBe(true);
    expect(isRefund(15_000)).toBe(false);
    expect(sumAgorot([40_000, parseExpenseAmount(-150), 1_050])).toBe(26_050);
  });

  it('refuses zero, more than 2 decimals, non-numbers and more than 10,000,000 ₪ either way', () => {
    for (const junk of [0, -0, 0.001, -1.005, Number.NaN, -Infinity, '1e3', 'abc', '--5', -10_000_000.01]) {
      expect(() => parseExpenseAmount(junk as number), String(junk)).toThrow(/amount/);
    }
    expect(isValidExpenseAmount(-1_000_000_000)).toBe(true);
    expect(isValidExpenseAmount(-1_000_000_001)).toBe(false);
    expect(isValidExpenseAmount(1.5)).toBe(false);
    expect(isValidExpenseAmount('-100')).toBe(false);
  });

  it('makes a refund negative whichever sign the statement wrote it with', () => {
    expect(asRefund(15_000)).toBe(-15_000);
    expect(asRefund(-15_000)).toBe(-15_000);
    expect(asRefund(0)).toBe(0);
  });
});
