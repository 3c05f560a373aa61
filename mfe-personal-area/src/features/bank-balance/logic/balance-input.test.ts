import { describe, expect, it } from 'vitest';
import { editableBalance, parseBalance, showBalance } from './balance-input.js';

describe('parseBalance', () => {
  it.each([
    ['1,234.5', 1234.5],
    ['-250', -250],
    ['\u2212250', -250],
    ['0', 0],
    ['₪ 10', 10],
  ])('reads %j', (text, value) => expect(parseBalance(text)).toBe(value));

  it.each(['', '-', 'abc', '1.001', '10000000.01'])('refuses %j', (text) =>
    expect(parseBalance(text)).toBeNull(),
  );
});

describe('showBalance', () => {
  it.each([
    [15000, '15,000'],
    [15000.5, '15,000.50'],
    [-1234.05, '-1,234.05'],
    [0, '0'],
  ])('shows %j as %j, which reads back as the same amount', (amount, text) => {
    expect(showBalance(amount)).toBe(text);
    expect(parseBalance(text)).toBe(amount);
    expect(parseBalance(editableBalance(amount))).toBe(amount);
  });
});
