import type { Document } from 'bson';
import { CommandError } from '../../commands/errors.js';

/**
 * Under a collation, only what compares strings through this store's collated operators may run: other stages
 * and operators (mingo's grouping, set and array operators, `$all`, `$addToSet`, `$pull`, array filters) would
 * compare by code point and answer differently from MongoDB, so they are refused with 115.
 */

const STAGES = new Set([
  '$match',
  '$sort',
  '$skip',
  '$limit',
  '$count',
  '$project',
  '$set',
  '$addFields',
  '$unset',
  '$replaceWith',
  '$replaceRoot',
  '$unwind',
]);
const OPERATORS = new Set([
  '$in',
  '$indexOfArray',
  '$setEquals',
  '$setIntersection',
  '$setUnion',
  '$setDifference',
  '$setIsSubset',
  '$max',
  '$min',
  '$sortArray',
  '$all',
  '$addToSet',
  '$pull',
  '$pullAll',
  '$maxN',
  '$minN',
  '$topN',
  '$bottomN',
  '$top',
  '$bottom',
]);

const refused = (what: string) =>
  new CommandError('CommandNotSupported', `${what} with a collation is not supported by embedded-mongo`);

/** Throws when `value` (a filter, an expression, an update) uses an operator that ignores the collation. */
function assertOperators(value: unknown, inFilter = false): void {
  if (Array.isArray(value)) return value.forEach((item) => assertOperators(item, inFilter));
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return;
  for (const [key, inner] of Object.entries(value as Document)) {
    // `$in` and `$nin` as query operators are collated; as expressions (inside $expr) they are mingo's.
    const queryIn = inFilter && (key === '$in' || key === '$nin');
    if (OPERATORS.has(key) && !queryIn) throw refused(key);
    assertOperators(inner, inFilter && key !== '$expr');
  }
}

/** A `$group` into one group (countDocuments' `{ _id: 1, n: { $sum: 1 } }`) compares no keys. */
const oneGroup = (spec: unknown): boolean => {
  const id = (spec as Document | null)?._id;
  return id === null || typeof id === 'number' || typeof id === 'boolean';
};

export function assertCollatable(pipeline: Document[]): void {
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0] ?? '';
    if (!STAGES.has(name) && !(name === '$group' && oneGroup(stage[name]))) throw refused(name);
    assertOperators(stage[name], name === '$match');
  }
}

export function assertCollatableFilter(filter: unknown): void {
  assertOperators(filter, true);
}

export function assertCollatableUpdate(update: unknown, arrayFilters: unknown): void {
  if (Array.isArray(arrayFilters) && arrayFilters.length > 0) throw refused('arrayFilters');
  if (Array.isArray(update)) assertCollatable(update as Document[]);
  else assertOperators(update);
}
