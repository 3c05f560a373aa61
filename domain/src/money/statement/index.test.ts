import { describe, expect, it } from 'vitest';
import { readTypedAmount } from '../typed/index.js';
import { currencyIn, readStatementAmount } from './index.js';

const read = (text: string) => {
  const result = readStatementAmount(text);
  return result.ok ? [result.agorot, result.currency] : result.problem;
};

describe('readStatementAmount', () => {
  it.each([
    ['12,50', 1250],
    ['1,250.00', 125000],
    ['1.250,00', 125000],
    ['-50.25', -5025],
    ['50.25-', -5025],
    ['(50.25)', -5025],
    ['( 1,250.00 )', -125000],
    ['₪ 12.50', 1250],
    ['12.50 ש"ח', 1250],
    ['\u200f1,978.35\u00a0₪', 197835],
    ['\u22121,978.35', -197835],
    ['0.00', 0],
  ])('reads %s as %d agorot in shekels', (text, agorot) => {
    expect(read(text)).toEqual([agorot, 'ILS']);
  });

  it.each([
    ['$12.50', 1250, 'USD'],
    ['12.50 USD', 1250, 'USD'],
    ['US$ 1,000.00', 100000, 'USD'],
    ['€9,99', 999, 'EUR'],
    ['(£3.20)', -320, 'GBP'],
  ])('reads %s as %d agorot (cents) in %s', (text, amount, currency) => {
    expect(read(text)).toEqual([amount, currency]);
  });

  it.each(['', '   ', '₪'])('says %j is empty', (text) => {
    expect(read(text)).toBe('empty');
  });

  it.each(['abc', '12.345.6', '(-5)', '-5-', '1,2,3'])('refuses %s', (text) => {
    expect(read(text)).toBe('invalid');
  });

  it('leaves a dot before three digits ambiguous, as the expense form does', () => {
    expect(read('1.250')).toBe('ambiguous');
    expect(readTypedAmount('1.250')).toEqual({ ok: false, problem: 'ambiguous' });
  });

  it('agrees with the expense form on every plainly written amount', () => {
    for (const text of ['12,50', '1,234.50', '1.234,50', '-150.00', '0,05', '12,345,678', '₪ 80']) {
      const typed = readTypedAmount(text);
      expect(typed.ok && typed.agorot).toBe(read(text)[0]);
    }
  });
});

describe('currencyIn', () => {
  it.each([
    ['USD', 'USD'],
    ['דולר', 'USD'],
    ['אירו', 'EUR'],
    ['₪', 'ILS'],
    ['ש"ח', 'ILS'],
    ['', undefined],
    ['12.50', undefined],
  ])('%s → %s', (text, currency) => {
    expect(currencyIn(text)).toBe(currency);
  });
});
