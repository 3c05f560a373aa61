import type { Agorot } from '../agorot/index.js';
import { toAgorot } from '../agorot/index.js';

/**
 * What a person typed into an amount field, read the way Israelis write money:
 * - `empty`: nothing but spaces, a ₪ sign or a minus;
 * - `ambiguous`: a separator that could be thousands or agorot (`1.234`, `1.234.567`), refused rather than guessed;
 * - `invalid`: anything else that is not shekels with at most 2 decimals.
 */
export type TypedAmount =
  { ok: true; agorot: Agorot } | { ok: false; problem: 'empty' | 'ambiguous' | 'invalid' };

// Spaces (also no-break and thin), bidi marks that copy-paste brings along, and the shekel sign or its letters.
const DECORATION = /[\s\u00a0\u2009\u202f\u200e\u200f\u061c₪]|ש"ח|ש״ח|NIS|ILS/gi;
const GROUPED = /^\d{1,3}(?:,\d{3})+$/; // 1,234 or 12,345,678
const DOT_GROUPED = /^\d{1,3}(?:\.\d{3})+$/; // 1.234 or 1.234.567

/** Digits with thousands commas, or plain digits, to plain digits; null when the grouping is broken. */
const wholePart = (text: string, separator: ',' | '.'): string | null => {
  if (/^\d*$/.test(text)) return text;
  const grouped = separator === ',' ? GROUPED : DOT_GROUPED;
  return grouped.test(text) && !text.startsWith('0') ? text.split(separator).join('') : null;
};

function plainDecimal(text: string): string | null | 'ambiguous' {
  const commas = (text.match(/,/g) ?? []).length;
  const dots = (text.match(/\./g) ?? []).length;
  if (commas === 0 && dots === 0) return text;
  if (commas && dots) {
    // Both: the last one is the decimal separator, the other groups thousands ("1,234.50" or "1.234,50").
    const decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    const at = text.lastIndexOf(decimal);
    const fraction = text.slice(at + 1);
    if (text.indexOf(decimal) !== at || !/^\d{1,2}$/.test(fraction)) return null;
    const whole = wholePart(text.slice(0, at), decimal === '.' ? ',' : '.');
    return whole === null ? null : `${whole}.${fraction}`;
  }
  const separator = commas ? ',' : '.';
  const parts = text.split(separator);
  const last = parts[parts.length - 1]!;
  if (parts.length === 2 && last.length <= 2) return `${parts[0]}.${last}`; // "12,50", "12.5", "12,"
  // Groups of three after a separator: a comma groups thousands (agorot never have 3 digits), a dot is ambiguous
  // (Europeans group thousands with it, and a slip of the finger types it for an agorot point).
  const whole = wholePart(text, separator);
  if (whole === null) return null;
  return separator === ',' ? whole : 'ambiguous';
}

/**
 * Reads a typed amount: a decimal point or a decimal comma ("12,50" is ₪12.50), thousands commas ("1,234.50"),
 * a ₪ sign, spaces and a leading minus (− or -) are accepted. Bounds (more than 0, a balance may be negative) are
 * the caller's rule.
 */
export function readTypedAmount(text: string): TypedAmount {
  const cleaned = text.replace(DECORATION, '').replace(/^[\u2212\u2013]/, '-');
  const sign = cleaned.startsWith('-') ? '-' : cleaned.startsWith('+') ? '+' : '';
  const unsigned = cleaned.slice(sign.length);
  if (unsigned === '') return { ok: false, problem: 'empty' };
  if (!/^[\d.,]+$/.test(unsigned) || !/\d/.test(unsigned)) return { ok: false, problem: 'invalid' };
  const decimal = plainDecimal(unsigned);
  if (decimal === 'ambiguous') return { ok: false, problem: 'ambiguous' };
  if (decimal === null) return { ok: false, problem: 'invalid' };
  try {
    return { ok: true, agorot: toAgorot(`${sign === '-' ? '-' : ''}${decimal}`) };
  } catch {
    return { ok: false, problem: 'invalid' };
  }
}
