import type { Document } from 'bson';
import { update as applyOperators } from 'mingo';
import type { Options } from 'mingo/types';
import { CommandError } from '../commands/errors.js';
import { cloneDocument, setPath } from './documents.js';
import { valueKey } from './keys.js';
import { runPipeline } from './query.js';

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
    next = runPipeline([cloneDocument(doc)], update, options)[0] ?? {};
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
    next = cloneDocument(doc);
    const changed = applyOperators(next, modifier, arrayFilters, query, {
      cloneMode: 'deep',
      queryOptions: options,
    });
    if (changed.length === 0 && !inserting) return undefined;
  } else {
    const replacement: Document = update;
    next = { ...replacement, _id: replacement._id ?? doc._id };
  }
  if (doc._id !== undefined && valueKey(next._id) !== valueKey(doc._id)) {
    throw new CommandError(
      'ImmutableField',
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
  if (!inserting && valueKey(next) === valueKey(doc)) return undefined;
  return next;
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
