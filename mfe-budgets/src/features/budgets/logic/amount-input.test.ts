import { describe, expect, it } from 'vitest';
import { parseBudgetInput } from './amount-input.js';

describe('parseBudgetInput', () => {
  it.each([
    ['1000', 1000_00],
    ['1,250.5', 1250_50],
    [' ₪ 80 ', 80_00],
    ['0', 0],
    ['10000000', 1_000_000_000],
  ])('reads %j as %d agorot', (text, agorot) => {
    expect(parseBudgetInput(text)).toBe(agorot);
  });

  it.each(['', 'abc', '-5', '1.234', '10000000.01', '1e3'])('refuses %j', (text) => {
    expect(parseBudgetInput(text)).toBeNull();
  });
});
