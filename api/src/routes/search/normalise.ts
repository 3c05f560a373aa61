/**
 * Hebrew-aware text matching for search: a query matches stored text regardless of niqqud and cantillation marks,
 * final letter forms (ך ם ן ף ץ), letter case and runs of whitespace. The stored text is never rewritten, so the
 * match is a regular expression built from the normalised query that tolerates every variant in the stored text.
 */

/** Hebrew points and cantillation marks (U+0591–U+05C7), which readers ignore when comparing words. */
const MARKS = /[\u0591-\u05C7]/g;
const MARKS_CLASS = '[\\u0591-\\u05C7]*';

const FINAL_TO_REGULAR: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
const REGULAR_TO_CLASS: Record<string, string> = {
  כ: '[כך]',
  מ: '[מם]',
  נ: '[נן]',
  פ: '[פף]',
  צ: '[צץ]',
};

/** The comparable form of `text`: no marks, no final forms, lower case, single spaces, trimmed. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFC')
    .replace(MARKS, '')
    .replace(/[ךםןףץ]/g, (letter) => FINAL_TO_REGULAR[letter]!)
    .toLocaleLowerCase('he-IL')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `text` with every regular-expression metacharacter escaped, so a query is always taken literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * The pattern (a source string, used with the `i` flag) that finds `query` in stored text the way a reader
 * would: each letter also matches its final form and may carry marks, and a space matches any whitespace run.
 * Returns undefined for a query that is empty once normalised.
 */
export function searchPattern(query: string): string | undefined {
  const normalised = normaliseSearchText(query);
  if (!normalised) return undefined;
  return [...normalised]
    .map((char) => {
      if (char === ' ') return '\\s+';
      return `${REGULAR_TO_CLASS[char] ?? escapeRegExp(char)}${MARKS_CLASS}`;
    })
    .join('');
}

/** Where `pattern` occurs in `text`, as `[start, end)` pairs, for highlighting. */
export function matchRanges(text: string, pattern: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(new RegExp(pattern, 'gi'))) {
    ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}
