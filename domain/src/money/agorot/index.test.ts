import { describe, expect, it } from 'vitest';
import {
  fromAgorot,
  isValidAmount,
  MAX_AMOUNT_AGOROT,
  parseAmount,
  splitAgorot,
  sumAgorot,
  toAgorot,
} from './index.js';

describe('toAgorot', () => {
  it('converts numbers with up to 2 decimals exactly', () => {
    expect(toAgorot(12.5)).toBe(1250);
    expect(toAgorot(0.1)).toBe(10);
    expect(toAgorot(1.15)).toBe(115); // 1.15 * 100 is 114.99999999999999 in floating point
    expect(toAgorot(4.35)).toBe(435);
    expect(toAgorot(10_000_000)).toBe(1_000_000_000);
    expect(toAgorot(-3.2)).toBe(-320);
    expect(Object.is(toAgorot(-0), 0)).toBe(true);
  });

  it('converts decimal strings', () => {
    expect(toAgorot('12.50')).toBe(1250);
    expect(toAgorot('12.5')).toBe(1250);
    expect(toAgorot('12')).toBe(1200);
    expect(toAgorot('12.')).toBe(1200);
    expect(toAgorot('.05')).toBe(5);
    expect(toAgorot(' 7.07 ')).toBe(707);
    expect(toAgorot('-1.01')).toBe(-101);
    expect(toAgorot('99999999999.99')).toBe(9_999_999_999_999);
  });

  it.each([1.005, 0.1 + 0.2, 1e-7, 12.345])(
    'rejects the number %d, which has more than 2 decimals',
    (value) => {
      expect(() => toAgorot(value)).toThrow('at most 2 decimals (agorot) are allowed');
    },
  );

  it.each([NaN, Infinity, -Infinity])('rejects %d', (value) => {
    expect(() => toAgorot(value)).toThrow('expected a finite number of shekels');
  });

  it.each(['1.005', '', '.', '-', '1,234.50', '1e3', '12 ₪', 'abc', '0x10'])(
    'rejects the text %j',
    (value) => {
      expect(() => toAgorot(value)).toThrow(`Invalid amount ${JSON.stringify(value)}`);
    },
  );

  it('rejects values too large to count exactly and non-numbers', () => {
    expect(() => toAgorot(1e20)).toThrow('too large');
    expect(() => toAgorot('100000000000000000000')).toThrow('too large');
    expect(() => toAgorot(null as unknown as number)).toThrow('expected a number of shekels');
  });
});

describe('fromAgorot', () => {
  it('gives shekels with at most 2 decimals', () => {
    expect(fromAgorot(1250)).toBe(12.5);
    expect(fromAgorot(115)).toBe(1.15);
    expect(fromAgorot(1)).toBe(0.01);
    expect(fromAgorot(-101)).toBe(-1.01);
  });

  it('rejects fractional agorot', () => {
    expect(() => fromAgorot(12.5)).toThrow('amount must be a whole number of agorot, got 12.5');
  });
});

describe('isValidAmount', () => {
  it('accepts 1 agora up to 10,000,000 shekels', () => {
    expect(isValidAmount(1)).toBe(true);
    expect(isValidAmount(MAX_AMOUNT_AGOROT)).toBe(true);
  });

  it.each([0, -1, MAX_AMOUNT_AGOROT + 1, 1.5, NaN, '100'])('rejects %j', (value) => {
    expect(isValidAmount(value)).toBe(false);
  });
});

describe('parseAmount', () => {
  it('converts and checks the product bounds', () => {
    expect(parseAmount('49.90')).toBe(4990);
    expect(parseAmount(10_000_000)).toBe(MAX_AMOUNT_AGOROT);
    expect(() => parseAmount(0)).toThrow('amount must be more than 0 and at most 10,000,000 shekels');
    expect(() => parseAmount(10_000_000.01, 'newAmount')).toThrow('newAmount must be more than 0');
  });

  it('reports the given path for malformed input too', () => {
    expect(() => parseAmount('1.234', 'newAmount')).toThrow(expect.objectContaining({ path: 'newAmount' }));
  });
});

describe('sumAgorot', () => {
  it('adds exactly', () => {
    expect(sumAgorot([10, 20])).toBe(30);
    expect(sumAgorot([])).toBe(0);
    expect(sumAgorot([toAgorot(0.1), toAgorot(0.2), toAgorot(-0.3)])).toBe(0);
  });

  it('names the bad element', () => {
    expect(() => sumAgorot([1, 2.5])).toThrow('amounts[1] must be a whole number of agorot, got 2.5');
    expect(() => sumAgorot([Number.MAX_SAFE_INTEGER, 1])).toThrow('too large');
  });
});

describe('splitAgorot', () => {
  it('gives the leftover agorot to the first shares', () => {
    expect(splitAgorot(1000, 3)).toEqual([334, 333, 333]);
    expect(splitAgorot(1001, 3)).toEqual([334, 334, 333]);
    expect(splitAgorot(999, 3)).toEqual([333, 333, 333]);
    expect(splitAgorot(5, 12)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(splitAgorot(7, 1)).toEqual([7]);
  });

  it('rejects bad totals and part counts', () => {
    expect(() => splitAgorot(-1, 2)).toThrow('total must not be negative');
    expect(() => splitAgorot(10.5, 2)).toThrow('total must be a whole number of agorot');
    expect(() => splitAgorot(10, 0)).toThrow('parts must be a whole number of at least 1, got 0');
    expect(() => splitAgorot(10, 2.5)).toThrow('parts must be a whole number');
  });
});
