import { Decimal128, Long } from 'bson';
import { numberType, typedDouble, typedLong, type NumberType } from '../numbers.js';
import {
  addDecimals,
  decimal128Of,
  decimalOfDouble,
  divideDecimals,
  multiplyDecimals,
  parseDecimal,
  rounded,
  type Decimal,
  type Special,
} from './decimal.js';

/**
 * `$add`, `$subtract`, `$multiply` and `$divide` over typed numbers with MongoDB's result types: the widest operand
 * type wins (Int32 < Int64 < Double < Decimal128); Int32 overflowing becomes Int64, Int64 overflowing a Double;
 * Int64 is exact beyond 2^53 and Decimal128 exact to 34 digits; `$divide` gives a Double unless a Decimal128 is in.
 */

const WIDTH: Record<NumberType, number> = { int: 0, long: 1, double: 2, decimal: 3 };

const widest = (values: unknown[]): NumberType =>
  values.map((v) => numberType(v)!).reduce((a, b) => (WIDTH[b] > WIDTH[a] ? b : a), 'int');

const asBig = (v: unknown): bigint =>
  typeof v === 'number'
    ? BigInt(v)
    : (v as { _bsontype: string })._bsontype === 'Long'
      ? (v as Long).toBigInt()
      : BigInt(Number(v));

const asDouble = (v: unknown): number =>
  typeof v === 'number'
    ? v
    : (v as { _bsontype: string })._bsontype === 'Long'
      ? (v as Long).toNumber()
      : Number(String(v));

function asDecimal(v: unknown): Decimal | Special {
  switch (numberType(v)) {
    case 'decimal':
      return parseDecimal(String(v));
    case 'double':
      return decimalOfDouble(asDouble(v));
    default:
      return { coefficient: asBig(v), exponent: 0 };
  }
}

/** An integer result: Int32 when both sides were Int32 and it fits, else Int64, else (overflow) a Double. */
function integer(n: bigint, type: NumberType): unknown {
  if (type === 'int' && n >= -(2n ** 31n) && n < 2n ** 31n) return Number(n);
  return typedLong(n);
}

type DecimalStep = (a: Decimal, b: Decimal) => Decimal;

function decimalFold(
  values: unknown[],
  step: DecimalStep,
  double: (a: number, b: number) => number,
): unknown {
  const parts = values.map(asDecimal);
  if (parts.some((p) => typeof p === 'string')) {
    // NaN and the infinities follow the doubles' rules.
    const result = values.map(asDouble).reduce(double);
    return Decimal128.fromString(Number.isNaN(result) ? 'NaN' : result > 0 ? 'Infinity' : '-Infinity');
  }
  return decimal128Of((parts as Decimal[]).reduce(step));
}

export function add(values: unknown[]): unknown {
  const type = widest(values);
  if (type === 'decimal')
    return decimalFold(
      values,
      (a, b) => rounded(addDecimals(a, b)),
      (a, b) => a + b,
    );
  if (type === 'double') return typedDouble(values.map(asDouble).reduce((a, b) => a + b, 0));
  return integer(
    values.map(asBig).reduce((a, b) => a + b, 0n),
    type,
  );
}

export function subtract(a: unknown, b: unknown): unknown {
  const type = widest([a, b]);
  if (type === 'decimal') {
    const negated = (d: Decimal) => ({ coefficient: -d.coefficient, exponent: d.exponent });
    return decimalFold(
      [a, b],
      (x, y) => rounded(addDecimals(x, negated(y))),
      (x, y) => x - y,
    );
  }
  if (type === 'double') return typedDouble(asDouble(a) - asDouble(b));
  return integer(asBig(a) - asBig(b), type);
}

export function multiply(values: unknown[]): unknown {
  const type = widest(values);
  if (type === 'decimal') return decimalFold(values, multiplyDecimals, (a, b) => a * b);
  if (type === 'double') return typedDouble(values.map(asDouble).reduce((a, b) => a * b, 1));
  return integer(
    values.map(asBig).reduce((a, b) => a * b, 1n),
    type,
  );
}

/** `a / b`, b not zero. */
export function divide(a: unknown, b: unknown): unknown {
  if (widest([a, b]) === 'decimal') return decimalFold([a, b], divideDecimals, (x, y) => x / y);
  return typedDouble(asDouble(a) / asDouble(b));
}

export const isZero = (v: unknown): boolean => {
  const d = asDecimal(v);
  return typeof d !== 'string' && d.coefficient === 0n;
};
