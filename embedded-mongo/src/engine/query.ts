import type { Document } from 'bson';
import { Aggregator, ProcessingMode, Query } from 'mingo';
import type { Options } from 'mingo/types';
import { CommandError } from '../commands/errors.js';
import type { Catalog } from './catalog.js';
import type { Collection } from './collection.js';
import { fastExclusion, fastGroup } from './fast-paths.js';
import { valueKey } from './keys.js';

/** mingo's options for one database: no server-side JavaScript; `$lookup` and friends see its collections. */
export function queryOptions(catalog: Catalog, db: string): Partial<Options> {
  return {
    scriptEnabled: false,
    collectionResolver: (name: string) => [...(catalog.get(db, name)?.docs.values() ?? [])],
  };
}

function asFilter(filter: unknown): Document {
  if (filter === undefined || filter === null) return {};
  if (typeof filter !== 'object' || Array.isArray(filter))
    throw new CommandError('TypeMismatch', 'filter must be an object');
  return filter as Document;
}

/** Documents of `collection` matching `filter`, in natural order; `{ _id: value }` is a direct lookup. */
export function matching(
  collection: Collection | undefined,
  filter: unknown,
  options: Partial<Options>,
  ordered = true,
): Document[] {
  if (!collection) return [];
  const criteria = asFilter(filter);
  const keys = Object.keys(criteria);
  const id = criteria._id as unknown;
  if (
    keys.length === 1 &&
    keys[0] === '_id' &&
    (id === null || typeof id !== 'object' || !isOperatorObject(id))
  ) {
    const doc = collection.docs.get(valueKey(id));
    return doc ? [doc] : [];
  }
  const narrowed = collection.candidates(criteria, ordered);
  if (narrowed?.covered) return narrowed.docs;
  const query = new Query(criteria, options);
  const found: Document[] = [];
  for (const doc of narrowed?.docs ?? collection.docs.values()) if (query.test(doc)) found.push(doc);
  return found;
}

function isOperatorObject(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false; // ObjectId, Date, … are values
  return Object.keys(value).some((k) => k.startsWith('$'));
}

export interface FindOptions {
  sort?: Document;
  projection?: Document;
  skip?: number;
  limit?: number;
}

/** Sort, skip, limit and projection over an already-filtered list. */
export function shape(
  docs: Document[],
  { sort, projection, skip, limit }: FindOptions,
  options: Partial<Options>,
) {
  // Exclusion-only projections (the API's `{ _id: 0, … }`) are applied natively after sorting.
  const excludeOnly = fastExclusion([], projection) !== undefined;
  let cursor = new Query({}, options).find(
    docs,
    !excludeOnly && projection && Object.keys(projection).length ? projection : undefined,
  );
  if (sort && Object.keys(sort).length > 0) cursor = cursor.sort(sort as Record<string, 1 | -1>);
  if (skip) cursor = cursor.skip(skip);
  if (limit) cursor = cursor.limit(Math.abs(limit));
  const shaped = cursor.all() as Document[];
  return excludeOnly ? fastExclusion(shaped, projection)! : shaped;
}

export function runPipeline(docs: Document[], pipeline: Document[], options: Partial<Options>): Document[] {
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0];
    if (name === '$out' || name === '$merge') {
      throw new CommandError('CommandNotSupported', `${name} is not supported by embedded-mongo`);
    }
  }
  const [first, ...rest] = pipeline;
  if (first && Object.keys(first).length === 1 && first.$group && typeof first.$group === 'object') {
    const grouped = fastGroup(docs, first.$group as Document);
    if (grouped) return rest.length ? runPipeline(grouped, rest, options) : grouped;
  }
  // Some stages write into their input; stored documents must never change behind the store's back.
  return new Aggregator(pipeline, { ...options, processingMode: ProcessingMode.CLONE_INPUT }).run(
    docs,
  ) as Document[];
}
