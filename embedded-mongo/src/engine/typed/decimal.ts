import { Decimal128 } from 'bson';

/**
 * Decimal arithmetic as IEEE 754 decimal128 does it (what MongoDB's Decimal128 uses): exact on a BigInt
 * coefficient and a power-of-ten exponent, rounded half-to-even to 34 significant digits, keeping the exponent the
 * standard prefers (an addition keeps the smaller one, so 1.50 + 1.50 is 3.00).
 */
export interface Decimal {
  coefficient: bigint;
  exponent: number;
}

export type Special = 'NaN' | 'Infinity' | '-Infinity';

const DIGITS = 34;
const PATTERN = /^([+-]?)(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

export function parseDecimal(text: string): Decimal | Special {
  if (text === 'NaN' || text === 'Infinity' || text === '-Infinity') return text;
  const match = PATTERN.exec(text);
  if (!match) return 'NaN';
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const coefficient = BigInt(`${whole}${fraction}`);
  return {
    coefficient: sign === '-' ? -coefficient : coefficient,
    exponent: Number(exponent) - fraction.length,
  };
}

export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const exponent = Math.min(a.exponent, b.exponent);
  const scale = (d: Decimal) => d.coefficient * 10n ** BigInt(d.exponent - exponent);
  return { coefficient: scale(a) + scale(b), exponent };
}

const digitCount = (n: bigint): number => (n < 0n ? -n : n).toString().length;

/** `d` rounded half-to-even to 34 digits; `sticky` says a non-zero remainder was already cut off below it. */
export function rounded(d: Decimal, sticky = false): Decimal {
  const drop = digitCount(d.coefficient) - DIGITS;
  if (drop <= 0) return d;
  const divisor = 10n ** BigInt(drop);
  const negative = d.coefficient < 0n;
  const magnitude = negative ? -d.coefficient : d.coefficient;
  let quotient = magnitude / divisor;
  const remainder = magnitude % divisor;
  const twice = remainder * 2n;
  const above = twice > divisor || (twice === divisor && sticky);
  const tie = twice === divisor && !sticky;
  if (above || (tie && quotient % 2n === 1n)) quotient += 1n;
  const out = { coefficient: negative ? -quotient : quotient, exponent: d.exponent + drop };
  return digitCount(out.coefficient) > DIGITS ? rounded(out) : out;
}

export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return rounded({ coefficient: a.coefficient * b.coefficient, exponent: a.exponent + b.exponent });
}

/** `a / b` (b not zero): exact when it can be, at the exponent closest to `a`'s minus `b`'s; else 34 digits. */
export function divideDecimals(a: Decimal, b: Decimal): Decimal {
  const ideal = a.exponent - b.exponent;
  if (a.coefficient === 0n) return { coefficient: 0n, exponent: ideal };
  const shift = Math.max(0, DIGITS + 2 + digitCount(b.coefficient) - digitCount(a.coefficient));
  const numerator = a.coefficient * 10n ** BigInt(shift);
  let coefficient = numerator / b.coefficient;
  const exact = numerator % b.coefficient === 0n;
  let exponent = ideal - shift;
  if (!exact) return rounded({ coefficient, exponent }, true);
  while (exponent < ideal && coefficient % 10n === 0n) {
    coefficient /= 10n;
    exponent += 1;
  }
  return rounded({ coefficient, exponent });
}

/** A double's exact value, rounded to 34 digits (MongoDB turns a Double into a Decimal128 that way). */
export function decimalOfDouble(n: number): Decimal | Special {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? 'Infinity' : '-Infinity';
  return rounded(trimmed(exactDecimal(n)));
}

/** A finite double's exact decimal value: mantissa × 2^-k is mantissa × 5^k × 10^-k. */
export function exactDecimal(n: number): Decimal {
  let exponent = 0;
  let m = n;
  while (!Number.isInteger(m)) {
    m *= 2;
    exponent -= 1;
  }
  return { coefficient: BigInt(m) * 5n ** BigInt(-exponent), exponent };
}

function trimmed(d: Decimal): Decimal {
  let { coefficient, exponent } = d;
  while (coefficient !== 0n && coefficient % 10n === 0n) {
    coefficient /= 10n;
    exponent += 1;
  }
  return { coefficient, exponent };
}

export const decimal128Of = (d: Decimal | Special): Decimal128 =>
  typeof d === 'string'
    ? Decimal128.fromString(d)
    : Decimal128.fromStringWithRounding(`${d.coefficient}E${d.exponent}`);

/** Compares two finite decimals exactly. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  const exponent = Math.min(a.exponent, b.exponent);
  const x = a.coefficient * 10n ** BigInt(a.exponent - exponent);
  const y = b.coefficient * 10n ** BigInt(b.exponent - exponent);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The canonical text of a finite decimal's value (trailing zeros gone), equal for equal values. */
export function canonicalDecimal(d: Decimal): string {
  const t = trimmed(d);
  if (t.coefficient === 0n) return '0';
  // Whole numbers as plain integers, so they meet the same values held as Int32 or Int64.
  if (t.exponent >= 0 && t.exponent < 400) return String(t.coefficient * 10n ** BigInt(t.exponent));
  return `${t.coefficient}e${t.exponent}`;
}
