import { canonicalDecimal, compareDecimals, exactDecimal, parseDecimal, type Decimal } from './decimal.js';

/**
 * Numbers of every BSON type compared by their exact values, as MongoDB compares them: an Int64 beyond 2^53 is not
 * rounded to a double, and a Decimal128 is not either (Decimal128 0.1 is not the Double 0.1). NaN is below every
 * other number.
 */

type Tagged = { _bsontype?: string; toBigInt?(): bigint; valueOf(): unknown };

type Exact = number | bigint | Decimal | 'NaN' | 'Infinity' | '-Infinity';

function exactOf(value: unknown): Exact {
  if (typeof value === 'number' || typeof value === 'bigint') return value;
  const tagged = value as Tagged;
  switch (tagged._bsontype) {
    case 'Long':
      return tagged.toBigInt!();
    case 'Decimal128':
      return parseDecimal(String(value));
    default:
      return Number(tagged.valueOf());
  }
}

const isSpecial = (x: Exact): x is 'NaN' | 'Infinity' | '-Infinity' => typeof x === 'string';

function special(x: Exact): number | undefined {
  if (typeof x === 'number')
    return Number.isFinite(x) || Number.isNaN(x) ? (Number.isNaN(x) ? NaN : undefined) : x;
  if (isSpecial(x)) return x === 'NaN' ? NaN : x === 'Infinity' ? Infinity : -Infinity;
  return undefined;
}

function asDecimal(x: Exact): Decimal {
  if (typeof x === 'bigint') return { coefficient: x, exponent: 0 };
  if (typeof x === 'number') return exactDecimal(x);
  return x as Decimal;
}

export function compareNumbers(a: unknown, b: unknown): number {
  const x = exactOf(a);
  const y = exactOf(b);
  if (typeof x === 'number' && typeof y === 'number') return orderDoubles(x, y);
  const sx = special(x);
  const sy = special(y);
  if (sx !== undefined || sy !== undefined) {
    const fx = sx ?? 0;
    const fy = sy ?? 0;
    if (sx !== undefined && sy !== undefined) return orderDoubles(fx, fy);
    // One side is finite: only its sign matters against ±Infinity and NaN.
    return sx !== undefined ? orderDoubles(sx, 0) || -1 : -(orderDoubles(sy!, 0) || -1);
  }
  if (typeof x !== 'object' && typeof y !== 'object') return x < y ? -1 : x > y ? 1 : 0; // number/bigint: exact in JS
  return compareDecimals(asDecimal(x), asDecimal(y));
}

function orderDoubles(x: number, y: number): number {
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A text equal for equal numbers of any type (Int32 5, Int64 5, Double 5.0 and Decimal128 5.00 share one). */
export function numberKey(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value))
    return Object.is(value, -0) ? '0' : String(value);
  const x = exactOf(value);
  if (typeof x === 'bigint') return String(x);
  const s = special(x);
  if (s !== undefined) return String(s);
  return canonicalDecimal(asDecimal(x));
}
