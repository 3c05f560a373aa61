import type { Document } from 'bson';
import { prepareForStorage } from '../engine/documents.js';
import { valueKey } from '../engine/keys.js';
import { writing, type CommandContext } from './context.js';
import { CommandError } from './errors.js';

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
