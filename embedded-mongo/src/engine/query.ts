import type { Document } from 'bson';
import type { Options } from 'mingo/types';
import { CommandError } from '../commands/errors.js';
import type { Catalog } from './catalog.js';
import type { Collection } from './collection.js';
import { cloneDocument } from './documents.js';
import { compileRegexes } from './regex/compile.js';
import { projector } from './projection.js';
import { sortDocuments } from './bson-order.js';
import { EncodedDocument, excludedFields, excluder } from './encoded.js';
import { fastExclusion } from './fast-paths.js';
import { valueKey } from './keys.js';
import { sortNatively } from './sort.js';
import { bySeq, encodedOf, plainOf, type StoredDocument } from './stored.js';
import { plain } from './numbers.js';
import { Aggregator, Query } from './typed/context.js';
import { prepareFilter } from './typed/prepare.js';
import { assertCollatableFilter } from './typed/collated-stages.js';
import { collationOrder, orderOf } from './typed/collation.js';

/**
 * mingo's options for one database: no server-side JavaScript; `$lookup` and friends see its collections — as
 * copies, since later stages (`$set` on the joined field) write into what they brought in, and a stored document
 * must never change behind the store's back (nor differ from the BSON kept for it).
 */
export function queryOptions(
  catalog: Catalog,
  db: string,
  letSpec?: unknown,
  collation?: unknown,
): Partial<Options> {
  const options: Partial<Options> = {
    scriptEnabled: false,
    // A collation other than simple (checked by collationOrder) is what the typed operators and sorts read.
    ...(collationOrder(collation) ? { collation: collation as Options['collation'] } : {}),
    collectionResolver: (name: string) =>
      [...(catalog.get(db, name)?.docs.values() ?? [])].map(cloneDocument),
  };
  if (letSpec === undefined || letSpec === null) return options;
  return { ...options, variables: letVariables(letSpec, options) };
}

/** A command's `let`: each variable's expression evaluated once, as MongoDB does before running the command. */
function letVariables(letSpec: unknown, options: Partial<Options>): Record<string, unknown> {
  if (typeof letSpec !== 'object' || Array.isArray(letSpec))
    throw new CommandError('TypeMismatch', "BSON field 'let' is the wrong type, expected type 'object'");
  for (const name of Object.keys(letSpec as Document)) {
    if (!/^[a-z\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*$/.test(name))
      throw new CommandError(
        'FailedToParse',
        `'${name}' starts with an invalid character for a user variable name`,
      );
  }
  const [values] = new Aggregator(
    [{ $replaceWith: plain(compileRegexes(letSpec as Document)) }],
    options,
  ).run([{}]);
  return values as Record<string, unknown>;
}

export function asFilter(filter: unknown): Document {
  if (filter === undefined || filter === null) return {};
  if (typeof filter !== 'object' || Array.isArray(filter))
    throw new CommandError('TypeMismatch', 'filter must be an object');
  return prepareFilter(compileRegexes(filter as Document));
}

/** Documents of `collection` matching `filter`, in natural order; `{ _id: value }` is a direct lookup. */
export function matching(
  collection: Collection | undefined,
  filter: unknown,
  options: Partial<Options>,
  ordered = true,
): Document[] {
  return matchingStored(collection, filter, options, ordered).map((stored) => stored.doc);
}

/** `matching`, as the stored records; in natural order unless `ordered` is false (then in index order). */
export function matchingStored(
  collection: Collection | undefined,
  filter: unknown,
  options: Partial<Options>,
  ordered = true,
): StoredDocument[] {
  const criteria = asFilter(filter);
  if (orderOf(options)) assertCollatableFilter(criteria);
  // An invalid filter is an error whether or not there is anything to test it on.
  if (!collection) {
    void new Query(criteria, options); // compiling it is what refuses an unknown operator
    return [];
  }
  const keys = Object.keys(criteria);
  const id = criteria._id as unknown;
  // Index keys compare strings by code point: under a collation every document is tested.
  const collated = orderOf(options) !== undefined;
  if (collated) {
    const matches = matcherOf(criteria, options);
    return [...collection.stored.values()].filter(matches);
  }
  if (
    keys.length === 1 &&
    keys[0] === '_id' &&
    (id === null || typeof id !== 'object' || !(isOperatorObject(id) || id instanceof RegExp))
  ) {
    const stored = collection.stored.get(valueKey(id));
    return stored ? [stored] : [];
  }
  const narrowed = collection.candidates(criteria);
  let found: StoredDocument[];
  if (narrowed?.covered) {
    found = narrowed.found;
  } else {
    const matches = matcherOf(criteria, options);
    found = [];
    for (const stored of narrowed?.found ?? collection.stored.values())
      if (matches(stored)) found.push(stored);
  }
  return ordered && narrowed ? found.sort(bySeq) : found;
}

/** Whether a stored document matches `criteria` (a filter as `asFilter` gives it), as MongoDB decides. */
export function matcherOf(
  criteria: Document,
  options: Partial<Options>,
): (stored: StoredDocument) => boolean {
  const query = new Query(criteria, options);
  return (stored) => query.test(plainOf(stored));
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
  /** The query, for a positional (`field.$`) projection. */
  filter?: Document;
}

/** Sort, skip, limit and projection over an already-filtered list. */
export function shape(
  docs: Document[],
  { sort, projection, skip, limit, filter }: FindOptions,
  options: Partial<Options>,
): Document[] {
  sort = plain(sort);
  projection = plain(projection);
  const special = projector(projection, plain(compileRegexes(filter)), options);
  if (special) {
    const ordered = shape(docs, { sort, skip, limit }, options);
    const rest = special.rest;
    return ordered.map((doc) =>
      special.finish(doc, rest ? (new Query({}, options).find([doc], rest).all()[0] as Document) : doc),
    );
  }
  const sorted =
    sort && Object.keys(sort).length > 0 ? sortDocuments(docs, sort, orderOf(options)) : undefined;
  if (sorted) {
    docs = sorted;
    sort = undefined;
  }
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

/**
 * What `find` returns for `found` (in natural order unless `natural` is false). A sort over plain values is done
 * natively, and documents returned whole or minus some top-level fields are sent as their stored BSON (cut, for
 * the exclusion) instead of being encoded again; everything else goes through `shape`.
 */
export function findResult(
  found: StoredDocument[],
  natural: boolean,
  { sort, projection, skip, limit, filter }: FindOptions,
  options: Partial<Options>,
): (Document | EncodedDocument)[] {
  const sorts = sort !== undefined && sort !== null && Object.keys(sort).length > 0;
  const excluded = excludedFields(projection);
  const plainPaging = [skip, limit].every((n) => n === undefined || Number.isInteger(n)) && (skip ?? 0) >= 0;
  let ordered =
    !excluded || !plainPaging || orderOf(options)
      ? undefined
      : sorts
        ? sortNatively(found, sort)
        : natural
          ? found
          : [...found].sort(bySeq);
  if (!ordered || !excluded) {
    const docs = (natural ? found : [...found].sort(bySeq)).map((stored) => stored.doc);
    return shape(docs, { sort, projection, skip, limit, filter }, options);
  }
  if (skip || limit) ordered = ordered.slice(skip ?? 0, limit ? (skip ?? 0) + Math.abs(limit) : undefined);
  const exclude = excluded.length ? excluder(excluded) : (bytes: Buffer) => new EncodedDocument(bytes);
  return ordered.map((stored) => exclude(encodedOf(stored)));
}
