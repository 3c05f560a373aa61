/**
 * Hebrew-aware text matching for search: a query matches stored text regardless of niqqud and cantillation marks,
 * final letter forms (ך ם ן ף ץ), letter case and runs of whitespace. The stored text is never rewritten, so the
 * match is a regular expression built from the normalised query that tolerates every variant in the stored text.
 *
 * The pattern is sent to MongoDB as `$regex` (compiled by PCRE2 in UTF mode, caseless for `i`) and also run here by
 * JavaScript for highlighting, so it only uses what both read alike: literal characters (never `\u` escapes, which
 * PCRE2 refuses), character classes, `*`/`+`, and escapes of punctuation. Whitespace is an explicit class rather
 * than `\s`, which PCRE2 (without UCP, as MongoDB compiles) limits to ASCII while JavaScript includes NBSP and the
 * Unicode spaces. `pcre2test` checks every generated pattern in normalise.pcre2.test.ts.
 */

/** Hebrew points and cantillation marks (U+0591–U+05C7), which readers ignore when comparing words. */
const MARKS = /[\u0591-\u05C7]/g;
const MARKS_CLASS = '[\u0591-\u05C7]*'; // the literal characters, one spelling for PCRE2 and JavaScript

/**
 * What JavaScript's `\s` matches (and so what `normaliseSearchText` collapses), spelt so PCRE2 reads it the same:
 * ASCII controls as `\t \n \x0b \f \r` (PCRE2's `\v` is a class, not VT), the rest as literal characters.
 */
export const WHITESPACE_CLASS =
  '[\\t\\n\\x0b\\f\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]';

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

/**
 * `text` with every regular-expression metacharacter escaped, so a query is always taken literally. `-` is left
 * alone: it is only special inside a class, and `\-` outside one is an error to JavaScript's `u` flag.
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

const HEBREW_LETTER = /[א-ת]/;
/**
 * Between two letters of a word, any number of vav and yod (each with its marks): Hebrew writes the same word with
 * and without them (טלויזיה and טלוויזיה, עתון and עיתון), so the query's own vavs and yods inside a word are
 * dropped and this stands between every two of its letters instead.
 */
const VAV_YOD = `(?:[וי]${MARKS_CLASS})*`;

/**
 * The pattern (a source string, used with the `i` flag) that finds `query` in stored text the way a reader
 * would: each letter also matches its final form and may carry marks, a word is found spelt with or without its
 * inner vavs and yods, and a space matches any whitespace run. Returns undefined for a query that is empty once
 * normalised.
 */
export function searchPattern(query: string): string | undefined {
  const normalised = normaliseSearchText(query);
  if (!normalised) return undefined;
  const chars = [...normalised];
  const inner = (i: number) =>
    /[וי]/.test(chars[i]!) && HEBREW_LETTER.test(chars[i - 1] ?? '') && innerRunEnds(chars, i);
  const parts: string[] = [];
  chars.forEach((char, i) => {
    if (char === ' ') return parts.push(`${WHITESPACE_CLASS}+`);
    if (inner(i)) return;
    const afterLetter = i > 0 && HEBREW_LETTER.test(chars[i - 1]!) && HEBREW_LETTER.test(char);
    parts.push(`${afterLetter ? VAV_YOD : ''}${REGULAR_TO_CLASS[char] ?? escapeRegExp(char)}${MARKS_CLASS}`);
  });
  return parts.join('');
}

/** True when the run of vav and yod at `i` is followed by another letter of the same word (so it is inside it). */
function innerRunEnds(chars: string[], i: number): boolean {
  let end = i;
  while (end < chars.length && /[וי]/.test(chars[end]!)) end++;
  return end < chars.length && HEBREW_LETTER.test(chars[end]!);
}

/** The pattern (used with `i`) matching `name` whole, ignoring case and the amount of whitespace around and in it. */
export function namePattern(name: string): string {
  const spaced = escapeRegExp(name.trim().replace(/\s+/g, ' ')).replaceAll(' ', `${WHITESPACE_CLASS}+`);
  return `^${WHITESPACE_CLASS}*${spaced}${WHITESPACE_CLASS}*$`;
}

/** Where `pattern` occurs in `text`, as `[start, end)` pairs, for highlighting. */
export function matchRanges(text: string, pattern: string): [number, number][] {
  const ranges: [number, number][] = [];
  // `u`: case-insensitive matching by Unicode case folding, as PCRE2 does in UTF mode (ſ is s, K is k).
  for (const match of text.matchAll(new RegExp(pattern, 'giu'))) {
    ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}
