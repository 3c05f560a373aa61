import { Decimal128, Double, Int32, Long, type Document } from 'bson';

/**
 * BSON numbers as this store keeps them. A stored document holds each number so that encoding it again gives the
 * type it came with: a JavaScript number for an Int32 and for a Double that JavaScript's encoder would write as a
 * Double anyway (a fraction, or an integer beyond Int32); a `Double` for a whole Double within Int32's range (1.0
 * would otherwise come back as Int32 1); a `Long` for every Int64; `Decimal128` as it is. That is the *typed*
 * form. mingo only computes with JavaScript numbers, so queries, sorts and expressions run over the *plain* form,
 * where every number is a JavaScript number (Int64 beyond 2^53 and Decimal128 rounded to the nearest double),
 * and results get their types back through `retype` and the accumulators in `sum.ts`.
 */

export type NumberType = 'int' | 'long' | 'double' | 'decimal';

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

const tagOf = (value: unknown): string | undefined =>
  value !== null && typeof value === 'object' ? (value as { _bsontype?: string })._bsontype : undefined;

const isPlainContainer = (value: unknown): value is Document => {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

export const fitsInt32 = (n: number): boolean => Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX;

/** A double as the typed form holds it: a number unless encoding the number would make it an Int32. */
export function typedDouble(n: number): number | Double {
  return fitsInt32(n) && !Object.is(n, -0) ? new Double(n) : n;
}

/** An Int64 as the typed form holds it, or a Double when it overflows Int64 (MongoDB's rule). */
export function typedLong(n: bigint): Long | number | Double {
  return n >= INT64_MIN && n <= INT64_MAX ? Long.fromBigInt(n) : typedDouble(Number(n));
}

/** The BSON number type of a typed (or deserialised, unpromoted) value, or undefined for a non-number. */
export function numberType(value: unknown): NumberType | undefined {
  if (typeof value === 'number') return fitsInt32(value) && !Object.is(value, -0) ? 'int' : 'double';
  switch (tagOf(value)) {
    case 'Int32':
      return 'int';
    case 'Double':
      return 'double';
    case 'Long':
      return 'long';
    case 'Decimal128':
      return 'decimal';
    default:
      return undefined;
  }
}

/** A BSON number as a JavaScript number (Int64 beyond 2^53 and Decimal128 rounded), anything else unchanged. */
export function plainNumber(value: unknown): unknown {
  switch (tagOf(value)) {
    case 'Int32':
    case 'Double':
      return (value as Int32 | Double).valueOf();
    case 'Long':
      return (value as Long).toNumber();
    case 'Decimal128':
      return Number((value as Decimal128).toString());
    default:
      return value;
  }
}

const NUMBER_TAGS = new Set(['Int32', 'Double', 'Long', 'Decimal128']);

/** Each container `plain` or `plainCopy` made, to the typed container it was made from. */
const ORIGIN = new WeakMap<object, unknown>();

/**
 * The typed container a plain one was made from (itself when it had no typed numbers): how operators that must see
 * BSON types (`$type`, exact Int64 and Decimal128 comparisons) find them behind mingo, which sees the plain form.
 */
export function typedOf<T>(value: T): T {
  return value !== null && typeof value === 'object'
    ? ((ORIGIN.get(value) as T | undefined) ?? value)
    : value;
}

/** A deep copy in plain form that `typedOf` maps back (mingo stages may write into what they are given). */
export function plainCopy<T>(value: T): T {
  if (value instanceof Date) return new Date(value.getTime()) as T;
  const tag = tagOf(value);
  if (tag !== undefined) return (NUMBER_TAGS.has(tag) ? plainNumber(value) : value) as T;
  if (!isPlainContainer(value)) return value;
  const copy: Document = Array.isArray(value)
    ? value.map(plainCopy)
    : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainCopy(v)]));
  ORIGIN.set(copy, typedOf(value));
  return copy as T;
}

/**
 * The plain form of `value`: every BSON number a JavaScript number. Containers without any typed number inside are
 * returned as they are (no copy), so documents of plain numbers — the API's — cost a walk and nothing more.
 */
export function plain<T>(value: T): T {
  const tag = tagOf(value);
  if (tag !== undefined) return (NUMBER_TAGS.has(tag) ? plainNumber(value) : value) as T;
  if (!isPlainContainer(value)) return value;
  if (Array.isArray(value)) {
    let list: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const converted = plain(item);
      if (converted !== item) (list ??= value.slice())[i] = converted;
    }
    if (list) ORIGIN.set(list, typedOf(value));
    return (list ?? value) as T;
  }
  let copy: Document | undefined;
  for (const key of Object.keys(value)) {
    const item: unknown = (value as Document)[key];
    const converted = plain(item);
    if (converted !== item) (copy ??= { ...(value as Document) })[key] = converted;
  }
  if (copy) ORIGIN.set(copy, typedOf(value));
  return (copy ?? value) as T;
}

/**
 * The typed form of a value deserialised without promotion (`promoteValues: false`): Int32 becomes a number, a
 * Double a number unless it is whole and within Int32's range, Long and Decimal128 stay. Converts in place.
 */
export function typedFromWire<T>(value: T): T {
  const tag = tagOf(value);
  if (tag === 'Int32') return (value as unknown as Int32).valueOf() as T;
  if (tag === 'Double') {
    const n = (value as unknown as Double).valueOf();
    return (fitsInt32(n) && !Object.is(n, -0) ? value : n) as T;
  }
  if (!isPlainContainer(value)) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = typedFromWire(value[i]);
  } else {
    for (const key of Object.keys(value)) (value as Document)[key] = typedFromWire((value as Document)[key]);
  }
  return value;
}

/** The same value of `type`, in typed form (a plain number computed by mingo, given the type it should have). */
export function asType(n: number, type: NumberType | undefined): unknown {
  switch (type) {
    case 'double':
      return typedDouble(n);
    case 'long':
      return Number.isInteger(n) ? typedLong(BigInt(n)) : typedDouble(n);
    case 'decimal':
      return Decimal128.fromString(
        Number.isFinite(n) ? String(n) : n > 0 ? 'Infinity' : n < 0 ? '-Infinity' : 'NaN',
      );
    default:
      return n;
  }
}

const samePlain = (a: unknown, b: unknown): boolean => {
  const x = plainNumber(a);
  return typeof x === 'number' && typeof b === 'number' && (x === b || (Number.isNaN(x) && Number.isNaN(b)));
};

/** A typed value chosen for the number at a dotted path of the result, or undefined to keep the number as it is. */
export type TypeHint = (path: string, value: number) => unknown;

/**
 * The typed form of `next` (a plain document computed from `before`): each number takes the type `hint` gives it,
 * or else — when `before` holds a number of the same value at the same path — that number as it was (so an Int64,
 * Decimal128 or whole Double nobody touched comes back exactly), or else stays the JavaScript number it is.
 */
export function retype<T>(next: T, before: unknown, hint?: TypeHint, path = ''): T {
  if (typeof next === 'number') {
    const hinted = hint?.(path, next);
    if (hinted !== undefined) return hinted as T;
    return (samePlain(before, next) ? before : next) as T;
  }
  if (!isPlainContainer(next)) return next;
  const previous = isPlainContainer(before) ? (before as Document) : undefined;
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (Array.isArray(next)) {
    const list = Array.isArray(previous) ? previous : undefined;
    return next.map((item: unknown, i) => retype(item, list?.[i], hint, at(String(i)))) as T;
  }
  const out: Document = {};
  for (const key of Object.keys(next))
    out[key] = retype((next as Document)[key], previous?.[key], hint, at(key));
  return out as T;
}

/** A deep copy of the plain objects and arrays; BSON values (never changed in place) are shared, dates copied. */
export function copyDocument<T>(value: T): T {
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (!isPlainContainer(value)) return value;
  if (Array.isArray(value)) return value.map(copyDocument) as T;
  const out: Document = {};
  for (const key of Object.keys(value)) out[key] = copyDocument((value as Document)[key]);
  return out as T;
}
