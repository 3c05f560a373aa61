import { groupThousands } from '../../money/format/index.js';

/**
 * Counted nouns in Hebrew, for every message that shows a count: one is written as a word after the singular
 * noun, in its gender ("שורה אחת", "תקציב אחד"); any other count as he-IL digits before the plural ("2 שורות",
 * "5,000 שורות"). "1 שורות" reads as an error to a Hebrew reader.
 */
export interface HebrewNoun {
  one: string;
  many: string;
  gender: 'masculine' | 'feminine';
}

export function hebrewCount(count: number, noun: HebrewNoun): string {
  if (count === 1) return `${noun.one} ${noun.gender === 'feminine' ? 'אחת' : 'אחד'}`;
  // he-IL digits: a count is written out (see formatShekels for why); anything else is left to ICU.
  const digits =
    Number.isSafeInteger(count) && count >= 0 ? groupThousands(count) : count.toLocaleString('he-IL');
  return `${digits} ${noun.many}`;
}

/** A one-letter prefix (ב, ל, מ…) before a counted phrase: a hyphen separates it from digits ("ב-3"). */
export const withHebrewPrefix = (prefix: string, phrase: string): string =>
  /^\d/.test(phrase) ? `${prefix}-${phrase}` : `${prefix}${phrase}`;
