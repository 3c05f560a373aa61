import { readTypedAmount, type TypedAmount } from '../typed/index.js';

/** The currencies a statement row may be written in; `ILS` unless the cell says otherwise. */
export type StatementCurrency = 'ILS' | 'USD' | 'EUR' | 'GBP';

/**
 * An amount cell of a card or bank statement, read with the expense form's rule (`readTypedAmount`: "12,50" is
 * ₪12.50, "1,250.00" and "1.250,00" are ₪1,250) plus the ways statements write money back — `-50.25`, `50.25-`
 * and `(50.25)` — and the currency the cell names, so a dollar row is seen as one and not taken for shekels.
 */
export type StatementAmount =
  { ok: true; agorot: number; currency: StatementCurrency } | Extract<TypedAmount, { ok: false }>;

// Longest spellings first: "US$" before "$".
const CURRENCY_MARKS: [RegExp, StatementCurrency][] = [
  [/US\$|USD|\$|דולר/i, 'USD'],
  [/EUR|€|אירו|יורו/i, 'EUR'],
  [/GBP|£|ליש"ט|ליש״ט/i, 'GBP'],
  [/ILS|NIS|₪|ש"ח|ש״ח|שקל/i, 'ILS'],
];
const ALL_MARKS = new RegExp(CURRENCY_MARKS.map(([mark]) => mark.source).join('|'), 'gi');
const BIDI_AND_SPACE = /[\s\u00a0\u2009\u202f\u200e\u200f\u061c\u202a-\u202e]/g;

/** The currency a cell names (`$12.50`, `12.50 USD`, `€`), or undefined when it names none. */
export function currencyIn(text: string): StatementCurrency | undefined {
  return CURRENCY_MARKS.find(([mark]) => mark.test(text))?.[1];
}

/** Reads one amount cell of a statement; see `StatementAmount`. */
export function readStatementAmount(text: string): StatementAmount {
  const currency = currencyIn(text) ?? 'ILS';
  let bare = text
    .replace(ALL_MARKS, '')
    .replace(BIDI_AND_SPACE, '')
    .replace(/^[\u2212\u2013]/, '-');
  let negative = false;
  const parenthesised = /^\((.*)\)$/.exec(bare);
  if (parenthesised) {
    negative = true;
    bare = parenthesised[1]!;
  } else if (/^[^-+].*-$/.test(bare)) {
    negative = true;
    bare = bare.slice(0, -1);
  }
  if (negative && /^[-+]/.test(bare)) return { ok: false, problem: 'invalid' };
  const read = readTypedAmount(bare);
  if (!read.ok) return read;
  const agorot = negative ? -read.agorot : read.agorot;
  return { ok: true, agorot: agorot === 0 ? 0 : agorot, currency };
}
