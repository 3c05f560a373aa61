import { describe, expect, it } from 'vitest';
import { escapeRegExp, matchRanges, normaliseSearchText, searchPattern } from './normalise.js';

const finds = (query: string, text: string) => new RegExp(searchPattern(query)!, 'i').test(text);

describe('normaliseSearchText', () => {
  it('strips niqqud, maps final letters, folds case and collapses spaces', () => {
    expect(normaliseSearchText('  שָׁלוֹם   ABC\tעולם ')).toBe('שלומ abc עולמ');
    expect(normaliseSearchText('ךםןףץ')).toBe('כמנפצ');
  });
});

describe('searchPattern', () => {
  it('matches regardless of final letters, niqqud, case and extra spaces', () => {
    expect(finds('ספרים', 'קניית ספרימ לבית הספר')).toBe(true);
    expect(finds('ספרימ', 'קניית ספרים לבית')).toBe(true);
    expect(finds('שלום', 'שָׁלוֹם לכולם')).toBe(true);
    expect(finds('netflix', 'NetFlix מנוי')).toBe(true);
    expect(finds('ארוחת  ערב', 'ארוחת\n   ערב')).toBe(true);
    expect(finds('ספרים', 'ספרייה')).toBe(false);
  });

  it('takes the query literally', () => {
    expect(finds('a.c', 'abc')).toBe(false);
    expect(finds('a.c', 'xa.cx')).toBe(true);
    expect(finds('(1+1)*', 'סכום (1+1)*2')).toBe(true);
    expect(escapeRegExp('[a]^$|\\')).toBe('\\[a\\]\\^\\$\\|\\\\');
  });

  it('is undefined for a query that is empty once normalised', () => {
    expect(searchPattern('  \u05B8 ')).toBeUndefined();
  });

  it('reports the ranges to highlight in the stored text', () => {
    expect(matchRanges('ספר ועוד ספרים', searchPattern('ספר')!)).toEqual([
      [0, 3],
      [9, 12],
    ]);
  });
});

describe('spelling with and without vav and yod', () => {
  it.each([
    ['טלויזיה', 'טלוויזיה חדשה'],
    ['טלוויזיה', 'טלויזיה'],
    ['עתון', 'מנוי עיתון'],
    ['עיתון', 'עתון הארץ'],
    ['שולחן', 'שלחן'],
  ])('%s finds %s', (query, text) => {
    expect(finds(query, text)).toBe(true);
  });

  it('keeps the letters a word begins and ends with, and the others in their order', () => {
    expect(finds('ויטמין', 'טמין')).toBe(false);
    expect(finds('שי', 'ש')).toBe(false);
    expect(finds('ספרים', 'ספרייה')).toBe(false);
    expect(finds('עתון', 'עתיד')).toBe(false);
  });

  it('highlights the stored spelling whole', () => {
    expect(matchRanges('מנוי עיתון', searchPattern('עתון')!)).toEqual([[5, 10]]);
  });
});
