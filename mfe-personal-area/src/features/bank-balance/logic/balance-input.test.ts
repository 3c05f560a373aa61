import { describe, expect, it } from 'vitest';
import { parseBalance } from './balance-input.js';

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
