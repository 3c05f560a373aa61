/** A range (or equality) on an index's second field. */
export interface RangeCondition {
  $gt?: unknown;
  $gte?: unknown;
  $lt?: unknown;
  $lte?: unknown;
  $eq?: unknown;
}

/** What a filter says about an index's fields, in the forms an index can answer. */

export const NO_VALUE = Symbol('no equality');

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

/** The value of `{ f: v }` or `{ f: { $eq: v } }` for a scalar `v` (arrays and sub-documents match differently). */
export function equalityValue(condition: unknown): unknown {
  if (condition === undefined || Array.isArray(condition) || !isIndexable(condition)) return NO_VALUE;
  if (isPlainObject(condition)) {
    const keys = Object.keys(condition);
    if (
      keys.length === 1 &&
      keys[0] === '$eq' &&
      !isPlainObject(condition.$eq) &&
      !Array.isArray(condition.$eq)
    ) {
      return condition.$eq;
    }
    return NO_VALUE;
  }
  return condition ?? null;
}

/** Scalars that match by equality alone (a regular expression, for one, matches by pattern). */
function isIndexable(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (value instanceof Date) return true;
  if (isPlainObject(value)) return true; // an operator object, decided by the caller
  const bsonType = (value as { _bsontype?: string })._bsontype;
  // Typed numbers (a Double 1.0, an Int64, a Decimal128) are compared exactly by the matcher, not by an index key.
  return (
    bsonType !== undefined && !['BSONRegExp', 'Double', 'Int32', 'Long', 'Decimal128'].includes(bsonType)
  );
}

/** `{ $gte, $lte, … }` on the second field, when that is all the condition says. */
export function rangeOf(condition: unknown): RangeCondition | undefined {
  if (!isPlainObject(condition)) {
    const value = equalityValue(condition);
    return value === NO_VALUE || value === null || isUnordered(value) ? undefined : { $eq: value };
  }
  const keys = Object.keys(condition);
  const allowed = ['$gt', '$gte', '$lt', '$lte'];
  if (
    keys.length === 0 ||
    !keys.every((k) => allowed.includes(k) && isIndexable(condition[k]) && !isUnordered(condition[k]))
  )
    return undefined;
  return condition as RangeCondition;
}

/** NaN and invalid dates have no place in a sorted order; ranges over them are left to the general matcher. */
export function isUnordered(value: unknown): boolean {
  return (
    (typeof value === 'number' && Number.isNaN(value)) ||
    (value instanceof Date && Number.isNaN(value.getTime()))
  );
}
