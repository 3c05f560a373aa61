import { EJSON, type Document } from 'bson';
import { update as applyOperators } from 'mingo/updater';
import type { Options } from 'mingo/types';
import { CommandError } from '../commands/errors.js';
import { withContext } from './typed/context.js';
import { setPath } from './documents.js';
import {
  asType,
  copyDocument,
  numberType,
  plain,
  retype,
  typedLong,
  type NumberType,
  type TypeHint,
} from './numbers.js';
import { Summation } from './sum.js';
import { valueKey } from './keys.js';
import { runPipeline } from './pipeline.js';

const OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$rename',
  '$min',
  '$max',
  '$currentDate',
  '$addToSet',
  '$pop',
  '$pull',
  '$pullAll',
  '$push',
  '$bit',
  '$setOnInsert',
]);

export type UpdateSpec = Document | Document[];

export function isOperatorUpdate(update: UpdateSpec): update is Document {
  if (Array.isArray(update)) return false;
  const keys = Object.keys(update);
  const operators = keys.filter((k) => k.startsWith('$'));
  if (operators.length > 0 && operators.length < keys.length) {
    throw new CommandError('FailedToParse', 'Update document cannot mix operators and fields');
  }
  return operators.length > 0;
}

/** Refuses an update MongoDB would refuse whether or not any document matches it. */
export function assertValidUpdate(update: UpdateSpec): void {
  if (Array.isArray(update) || !isOperatorUpdate(update)) return;
  for (const operator of Object.keys(update)) {
    if (!OPERATORS.has(operator)) throw new CommandError('FailedToParse', `Unknown modifier: ${operator}`);
  }
}

/** The document `update` turns `doc` into, or `undefined` when nothing changes. `doc` itself is left alone. */
export function applyUpdate(
  doc: Document,
  update: UpdateSpec,
  {
    arrayFilters,
    inserting,
    options,
    query,
  }: { arrayFilters?: Document[]; inserting: boolean; options: Partial<Options>; query?: Document },
): Document | undefined {
  let next: Document;
  if (Array.isArray(update)) {
    const out = runPipeline([doc], update, options)[0] ?? {};
    // A pipeline that leaves `_id` out (`$replaceRoot`, `$project`) keeps the document's own, as MongoDB does.
    next = out._id === undefined && doc._id !== undefined ? { _id: doc._id, ...out } : out;
  } else if (isOperatorUpdate(update)) {
    const { $setOnInsert, ...rest } = update;
    for (const operator of Object.keys(rest)) {
      if (!OPERATORS.has(operator)) throw new CommandError('FailedToParse', `Unknown modifier: ${operator}`);
    }
    const modifier = inserting && $setOnInsert ? { ...rest, $set: { ...rest.$set, ...$setOnInsert } } : rest;
    for (const fields of Object.values(modifier)) {
      if (
        !inserting &&
        fields &&
        typeof fields === 'object' &&
        Object.keys(fields).some((f) => /^_id(\.|$)/.test(f))
      ) {
        throw new CommandError(
          'ImmutableField',
          "Performing an update on the path '_id' would modify the immutable field '_id'",
        );
      }
    }
    // mingo computes with plain numbers; the result takes its types back (engine/numbers, MongoDB's rules).
    const working = copyDocument(plain(doc));
    const changed = applyOperators(working, plain(modifier), plain(arrayFilters), plain(query), {
      cloneMode: 'deep',
      queryOptions: withContext(options), // this store's operators (and collation) for the query and conditions
    });
    if (changed.length === 0 && !inserting) return undefined;
    next = retype(working, doc, typeHints(modifier, doc));
  } else {
    const replacement: Document = update;
    next = { ...replacement, _id: '_id' in replacement ? replacement._id : doc._id };
  }
  if (doc._id !== undefined && valueKey(next._id) !== valueKey(doc._id)) {
    throw new CommandError(
      'ImmutableField',
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
  if (!inserting && sameDocument(next, doc)) return undefined;
  return next;
}

/** Equal with every value of the same BSON type (MongoDB counts `$set: { n: 1.0 }` over Int32 1 as a change). */
function sameDocument(a: Document, b: Document): boolean {
  return EJSON.stringify(a, { relaxed: false }) === EJSON.stringify(b, { relaxed: false });
}

function valueAtPath(doc: unknown, path: string): unknown {
  let value = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Document)[part];
  }
  return value;
}

/** The operand an operator gives for `path`: named exactly, or inside a document given for a parent path. */
function operandFor(fields: unknown, path: string): unknown {
  if (fields === null || typeof fields !== 'object') return undefined;
  for (const [key, operand] of Object.entries(fields as Document)) {
    if (key === path) return operand;
    if (path.startsWith(`${key}.`)) return valueAtPath(operand, path.slice(key.length + 1));
  }
  return undefined;
}

/**
 * The type each changed number gets, by MongoDB's rules: `$inc` widens (Int32 → Int64 on overflow, any Int64 →
 * Int64, any Double → Double, any Decimal128 → Decimal128, added exactly); `$mul` the same, multiplying; a number
 * `$set`, `$setOnInsert`, `$min` or `$max` put there has the operand's type.
 */
function typeHints(modifier: Document, before: Document): TypeHint {
  return (path, value) => {
    const increment = operandFor(modifier.$inc, path);
    if (increment !== undefined) {
      const total = new Summation();
      total.add(valueAtPath(before, path));
      total.add(increment);
      return total.sum();
    }
    const factor = operandFor(modifier.$mul, path);
    if (factor !== undefined) return product(valueAtPath(before, path), factor, value);
    for (const operator of ['$set', '$setOnInsert', '$min', '$max']) {
      const operand = operandFor(modifier[operator], path);
      if (operand !== undefined && plain(operand) === value) return operand;
    }
    return undefined;
  };
}

const WIDTH: Record<NumberType, number> = { int: 0, long: 1, double: 2, decimal: 3 };

function product(current: unknown, factor: unknown, value: number): unknown {
  const a = current === undefined ? 'int' : numberType(current);
  const b = numberType(factor);
  if (!a || !b) return undefined;
  const type = WIDTH[a] >= WIDTH[b] ? a : b;
  if (type === 'int' || type === 'long') {
    const exact = BigInt(Number(plain(current) ?? 0)) * BigInt(Number(plain(factor)));
    if (current !== undefined && numberType(current) === 'long')
      return typedLong((current as { toBigInt(): bigint }).toBigInt() * BigInt(Number(plain(factor))));
    return type === 'int' && exact >= -(2n ** 31n) && exact < 2n ** 31n ? Number(exact) : typedLong(exact);
  }
  return asType(value, type);
}

/** The document an upsert starts from: the query's equality conditions (`{ a: 1 }`, `{ a: { $eq: 1 } }`, `$and`). */
export function seedFromQuery(query: Document | undefined, seed: Document = {}): Document {
  for (const [field, condition] of Object.entries(query ?? {})) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) seedFromQuery(part as Document, seed);
    } else if (!field.startsWith('$')) {
      const isPlain =
        condition !== null &&
        typeof condition === 'object' &&
        Object.getPrototypeOf(condition) === Object.prototype;
      const operators = isPlain ? Object.keys(condition as Document).filter((k) => k.startsWith('$')) : [];
      if (operators.length === 0) setPath(seed, field, condition);
      else if ('$eq' in (condition as Document)) setPath(seed, field, (condition as Document).$eq);
    }
  }
  return seed;
}
