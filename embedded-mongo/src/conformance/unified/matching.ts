import type { Decimal128, Int32, Long } from 'mongodb';

/**
 * The unified test format's matching rules: a root-level document may carry fields the expectation does not name,
 * an embedded one may not; numbers compare by value whatever their BSON type; `$$exists`, `$$type`,
 * `$$unsetOrMatches` and `$$lte` are the operators. A mismatch is described by its path.
 */

const isPlain = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** The BSON type name a value carries (by `_bsontype`: the driver and the file parser may hold separate copies of bson). */
const bsonType = (value: unknown): string | undefined =>
  value !== null && typeof value === 'object' ? (value as { _bsontype?: string })._bsontype : undefined;

function asNumber(value: unknown): number | bigint | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return value;
  const type = bsonType(value);
  if (type === 'Int32' || type === 'Double') return (value as Int32).valueOf();
  if (type === 'Long') return (value as Long).toBigInt();
  if (type === 'Decimal128') return Number((value as Decimal128).toString());
  return undefined;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  const type = bsonType(value);
  if (type === 'Int32') return 'int';
  if (type === 'Long' || typeof value === 'bigint') return 'long';
  if (type === 'Double') return 'double';
  if (type === 'ObjectId') return 'objectId';
  if (type === 'Decimal128') return 'decimal';
  if (type === 'Binary') return 'binData';
  if (type === 'Timestamp') return 'timestamp';
  if (typeof value === 'number')
    return Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? 'int' : 'double';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  return 'object';
}

function special(expected: Record<string, unknown>): string | undefined {
  const keys = Object.keys(expected);
  return keys.length === 1 && keys[0]!.startsWith('$$') ? keys[0] : undefined;
}

/** Why `actual` does not match `expected`, or undefined when it does. */
export function mismatch(expected: unknown, actual: unknown, path = '', root = true): string | undefined {
  if (actual instanceof Map) actual = Object.fromEntries(actual); // the driver sends a sort as a Map
  // Option objects the driver puts in a command (ReadConcern, WriteConcern) are documents on the wire.
  if (
    actual !== null &&
    typeof actual === 'object' &&
    !isPlain(actual) &&
    !Array.isArray(actual) &&
    !(actual instanceof Date) &&
    !ArrayBuffer.isView(actual) &&
    bsonType(actual) === undefined
  )
    actual = { ...(actual as Record<string, unknown>) };
  if (isPlain(expected)) {
    const operator = special(expected);
    if (operator === '$$unsetOrMatches')
      return actual === undefined ? undefined : mismatch(expected[operator], actual, path, root);
    if (operator === '$$type') {
      const wanted = [expected[operator]].flat() as string[];
      const actualType = typeOf(actual);
      const ok =
        wanted.includes(actualType) ||
        (actualType === 'int' && wanted.includes('long') && typeof actual === 'number') ||
        (wanted.includes('number') && asNumber(actual) !== undefined);
      return ok ? undefined : `${path}: expected type ${wanted.join('|')}, got ${actualType}`;
    }
    if (operator === '$$lte') {
      const a = asNumber(actual);
      const e = asNumber(expected[operator]);
      return a !== undefined && e !== undefined && a <= e
        ? undefined
        : `${path}: ${String(actual)} > ${String(e)}`;
    }
    if (operator === '$$exists') throw new Error('$$exists outside a document');
    if (operator) throw new Error(`unsupported matching operator ${operator}`);
    if (!isPlain(actual)) return `${path}: expected a document, got ${describe(actual)}`;
    for (const [key, value] of Object.entries(expected)) {
      const at = path ? `${path}.${key}` : key;
      if (isPlain(value) && special(value) === '$$exists') {
        if ((actual[key] !== undefined) !== value.$$exists)
          return `${at}: expected ${value.$$exists ? '' : 'no '}field`;
        continue;
      }
      if (isPlain(value) && special(value) === '$$unsetOrMatches' && actual[key] === undefined) continue;
      if (!(key in actual)) return `${at}: missing`;
      const found = mismatch(value, actual[key], at, false);
      if (found) return found;
    }
    if (!root) {
      const extra = Object.keys(actual).filter((key) => !(key in expected));
      if (extra.length) return `${path}: unexpected fields ${extra.join(', ')}`;
    }
    return undefined;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, got ${describe(actual)}`;
    if (actual.length !== expected.length)
      return `${path}: expected ${expected.length} elements, got ${actual.length}: ${describe(actual)}`;
    for (let i = 0; i < expected.length; i++) {
      const found = mismatch(expected[i], actual[i], `${path}[${i}]`, false);
      if (found) return found;
    }
    return undefined;
  }
  const e = asNumber(expected);
  if (e !== undefined) {
    const a = asNumber(actual);
    return a !== undefined && a == e ? undefined : `${path}: expected ${String(e)}, got ${describe(actual)}`;
  }
  if (bsonType(expected) || expected instanceof Date) {
    return JSON.stringify(expected) === JSON.stringify(actual)
      ? undefined
      : `${path}: expected ${describe(expected)}, got ${describe(actual)}`;
  }
  return expected === actual ? undefined : `${path}: expected ${describe(expected)}, got ${describe(actual)}`;
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)) ?? String(value);
  } catch {
    return String(value);
  }
}
