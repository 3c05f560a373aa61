import { describe, expect, it } from 'vitest';
import { hebrewCount, withHebrewPrefix, type HebrewNoun } from './index.js';

const row: HebrewNoun = { one: 'שורה', many: 'שורות', gender: 'feminine' };
const budget: HebrewNoun = { one: 'תקציב', many: 'תקציבים', gender: 'masculine' };

describe('hebrewCount', () => {
  it('puts "one" after a singular noun, in the noun\'s gender', () => {
    expect(hebrewCount(1, row)).toBe('שורה אחת');
    expect(hebrewCount(1, budget)).toBe('תקציב אחד');
  });

  it('writes other counts as he-IL digits before the plural noun', () => {
    expect(hebrewCount(2, row)).toBe('2 שורות');
    expect(hebrewCount(0, budget)).toBe('0 תקציבים');
    expect(hebrewCount(5000, row)).toBe('5,000 שורות');
  });

  it('writes counts as ICU writes he-IL digits', () => {
    const icu = new Intl.NumberFormat('he-IL');
    for (const n of [0, 2, 999, 1000, 12_345, 999_999, 1_000_000, 987_654_321]) {
      expect(hebrewCount(n, row)).toBe(`${icu.format(n)} שורות`);
    }
  });
});

describe('withHebrewPrefix', () => {
  it('joins a prefix letter to a word, and with a maqaf-style hyphen to a number', () => {
    expect(withHebrewPrefix('ב', hebrewCount(1, row))).toBe('בשורה אחת');
    expect(withHebrewPrefix('ב', hebrewCount(3, row))).toBe('ב-3 שורות');
  });
});
