import type { Document } from 'bson';
import { prepareForStorage } from '../engine/documents.js';
import { valueKey } from '../engine/keys.js';
import { writing, type CommandContext } from './context.js';
import { CommandError } from './errors.js';

export interface MergeSpec {
  db: string;
  coll: string;
  whenMatched: 'merge' | 'replace' | 'keepExisting' | 'fail';
  whenNotMatched: 'insert' | 'discard' | 'fail';
}

/**
 * A final `$merge` stage, matched on `_id` (its default). Another `on` field or a pipeline for `whenMatched` is
 * refused with 115 rather than done differently.
 */
export function mergeTarget(pipeline: Document[], db: string): MergeSpec | undefined {
  const last = pipeline.at(-1);
  if (!last || Object.keys(last).length !== 1 || !('$merge' in last)) return undefined;
  const raw: unknown = last.$merge;
  const spec = (typeof raw === 'string' ? { into: raw } : raw) as Document;
  if (!spec || typeof spec !== 'object')
    throw new CommandError('FailedToParse', '$merge requires a document');
  const into: unknown = spec.into;
  const target =
    typeof into === 'string'
      ? { db, coll: into }
      : into && typeof into === 'object' && typeof (into as Document).coll === 'string'
        ? { db: String((into as Document).db ?? db), coll: (into as Document).coll as string }
        : undefined;
  if (!target) throw new CommandError('FailedToParse', "$merge 'into' must be a string or { db, coll }");
  const on: unknown = spec.on ?? '_id';
  if (on !== '_id' && !(Array.isArray(on) && on.length === 1 && on[0] === '_id'))
    throw new CommandError(
      'CommandNotSupported',
      "$merge 'on' fields other than _id are not supported by embedded-mongo",
    );
  const whenMatched: unknown = spec.whenMatched ?? 'merge';
  const whenNotMatched: unknown = spec.whenNotMatched ?? 'insert';
  if (typeof whenMatched !== 'string' || !['merge', 'replace', 'keepExisting', 'fail'].includes(whenMatched))
    throw new CommandError(
      'CommandNotSupported',
      "$merge 'whenMatched' pipelines are not supported by embedded-mongo",
    );
  if (typeof whenNotMatched !== 'string' || !['insert', 'discard', 'fail'].includes(whenNotMatched))
    throw new CommandError(
      'BadValue',
      `Enumeration value '${String(whenNotMatched)}' for field 'whenNotMatched' is not a valid value.`,
    );
  if (spec.let !== undefined)
    throw new CommandError('CommandNotSupported', "$merge 'let' is not supported by embedded-mongo");
  return { ...target, whenMatched, whenNotMatched } as MergeSpec;
}

/**
 * `$merge` into the target, one journalled change: each result document is matched with the target's by `_id`.
 * Every document is checked first, so a `fail` case leaves the target as it was (MongoDB stops part-way instead).
 */
export async function writeMerge(
  context: CommandContext,
  target: MergeSpec,
  docs: Document[],
): Promise<void> {
  const existing = context.catalog.get(target.db, target.coll);
  const plan: { doc: Document; replace: boolean }[] = [];
  const planned = new Map<string, { doc: Document; replace: boolean }>();
  for (const result of docs) {
    const doc = prepareForStorage(result);
    const key = valueKey(doc._id);
    // A result matching one written earlier by this same $merge meets that one, as MongoDB writes them in turn.
    const earlier = planned.get(key);
    const current = earlier?.doc ?? existing?.stored.get(key)?.doc;
    if (current) {
      if (target.whenMatched === 'fail')
        throw new CommandError(
          'DuplicateKey',
          `E11000 duplicate key error collection: ${target.db}.${target.coll} index: _id_`,
          {
            keyPattern: { _id: 1 },
            keyValue: { _id: doc._id },
          },
        );
      if (target.whenMatched === 'keepExisting') continue;
      const merged = target.whenMatched === 'merge' ? { ...current, ...doc } : doc;
      if (earlier) earlier.doc = merged;
      else {
        const step = { doc: merged, replace: true };
        plan.push(step);
        planned.set(key, step);
      }
    } else {
      if (target.whenNotMatched === 'fail')
        throw new CommandError(
          'Location13113',
          '$merge could not find a matching document in the target collection for at least one document in the source collection',
        );
      if (target.whenNotMatched === 'discard') continue;
      const step = { doc, replace: false };
      plan.push(step);
      planned.set(key, step);
    }
  }
  await writing(context, (batch) => {
    const collection = batch.collection(target.db, target.coll);
    for (const { doc, replace } of plan) {
      if (replace) batch.replace(collection, doc);
      else batch.insert(collection, doc);
    }
  });
}

/** Where a final `$out` stage writes: `"coll"` or `{ db, coll }`; undefined when the pipeline has none. */
export function outTarget(pipeline: Document[], db: string): { db: string; coll: string } | undefined {
  const last = pipeline.at(-1);
  if (!last || Object.keys(last).length !== 1 || !('$out' in last)) return undefined;
  const spec: unknown = last.$out;
  if (typeof spec === 'string') return { db, coll: spec };
  if (spec && typeof spec === 'object' && typeof (spec as Document).coll === 'string')
    return { db: String((spec as Document).db ?? db), coll: (spec as Document).coll as string };
  throw new CommandError('FailedToParse', '$out only supports a string or object argument');
}

/**
 * `$out`: the target collection's documents become `docs`, its indexes kept, as one journalled change. The
 * documents are checked first (a repeated `_id` fails with 11000, as MongoDB's temporary collection would), so a
 * refused `$out` leaves the target as it was.
 */
export async function writeOut(
  context: CommandContext,
  target: { db: string; coll: string },
  docs: Document[],
): Promise<void> {
  const prepared = docs.map(prepareForStorage);
  const seen = new Set<string>();
  for (const doc of prepared) {
    const key = valueKey(doc._id);
    if (seen.has(key))
      throw new CommandError(
        'DuplicateKey',
        `E11000 duplicate key error collection: ${target.db}.${target.coll} index: _id_`,
        {
          keyPattern: { _id: 1 },
          keyValue: { _id: doc._id },
        },
      );
    seen.add(key);
  }
  await writing(context, (batch) => {
    const collection = batch.collection(target.db, target.coll);
    for (const stored of [...collection.stored.values()]) batch.remove(collection, stored.doc._id);
    for (const doc of prepared) batch.insert(collection, doc);
  });
}
