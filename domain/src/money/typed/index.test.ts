import { describe, expect, it } from 'vitest';
import { readTypedAmount } from './index.js';

const agorot = (text: string) => {
  const read = readTypedAmount(text);
  return read.ok ? read.agorot : read.problem;
};

describe('readTypedAmount', () => {
  it.each([
    ['12.50', 1250],
    ['12,50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['0,05', 5],
    ['1,234', 123400],
    ['1,234.50', 123450],
    ['1.234,50', 123450],
    ['12,345,678', 1234567800],
    ['₪ 1,250.00', 125000],
    ['\u200f1,250.00\u00a0\u200f₪', 125000],
    ['80 ש"ח', 8000],
    ['-150.00', -15000],
    ['−150,5', -15050],
    ['+3', 300],
    ['12,505', 1250500],
    ['1,23', 123],
    ['12.345,6', 1234560],
  ])('reads %s as %d agorot', (text, expected) => {
    expect(agorot(text)).toBe(expected);
  });

  it.each(['1.234', '1.234.567', '12.500'])(
    'refuses %s: thousands or agorot cannot be told apart',
    (text) => {
      expect(agorot(text)).toBe('ambiguous');
    },
  );

  it.each([
    '12,50.5',
    '1,2,3',
    '1,2345',
    '1.23,45',
    '1.2.3',
    '0,500',
    'abc',
    '12a',
    '1e3',
    '--1',
    ',',
    '12,50,1',
  ])('refuses %s as not an amount', (text) => {
    expect(agorot(text)).toBe('invalid');
  });

  it.each(['', '   ', '₪', '-'])('calls %j empty', (text) => {
    expect(agorot(text)).toBe('empty');
  });
});
