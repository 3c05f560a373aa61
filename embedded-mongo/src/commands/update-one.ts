import type { Document } from 'bson';
import { prepareForStorage } from '../engine/documents.js';
import { matching, queryOptions, shape } from '../engine/query.js';
import {
  applyUpdate,
  assertValidUpdate,
  isOperatorUpdate,
  seedFromQuery,
  type UpdateSpec,
} from '../engine/update.js';
import type { WriteBatch } from '../engine/write-batch.js';
import type { CommandContext } from './context.js';
import { CommandError } from './errors.js';
import { compileRegexes } from '../engine/regex/compile.js';
import { plain } from '../engine/numbers.js';
import { assertCollatableUpdate } from '../engine/typed/collated-stages.js';

export interface UpdateStatement {
  q?: Document;
  u: UpdateSpec;
  upsert?: boolean;
  multi?: boolean;
  arrayFilters?: Document[];
  sort?: Document;
  /** The command's `let` variables. */
  let?: Document;
  /** The statement's collation (engine/typed/collation). */
  collation?: unknown;
}

export interface UpdateOutcome {
  matched: number;
  modified: number;
  upsertedId?: unknown;
  /** The first matched document before and after the change (for findAndModify). */
  before?: Document;
  after?: Document;
}

/** One update statement of an `update` command, or the update half of `findAndModify`. */
export function updateOne(
  context: CommandContext,
  batch: WriteBatch,
  collectionName: unknown,
  statement: UpdateStatement,
): UpdateOutcome {
  const { upsert, multi, sort } = statement;
  // Conditions (the query, for `$`; array filters; `$pull`'s) read regular expressions as PCRE2 does.
  const q = compileRegexes(statement.q);
  const arrayFilters = plain(compileRegexes(statement.arrayFilters));
  const u =
    statement.u && !Array.isArray(statement.u) && statement.u.$pull
      ? { ...statement.u, $pull: compileRegexes(statement.u.$pull) }
      : statement.u;
  if (u === null || typeof u !== 'object')
    throw new CommandError('FailedToParse', 'Update argument must be an object or an array');
  const operatorStyle = Array.isArray(u) || isOperatorUpdate(u);
  assertValidUpdate(u);
  if (multi && !operatorStyle)
    throw new CommandError('FailedToParse', 'multi update is not supported for replacement-style update');
  const options = queryOptions(context.catalog, context.db, statement.let, statement.collation);
  if (options.collation) assertCollatableUpdate(u, arrayFilters);
  const existing = context.catalog.get(context.db, String(collectionName));
  let found = matching(existing, q, options);
  if (sort && Object.keys(sort).length > 0) found = shape(found, { sort }, options);
  const targets = multi ? found : found.slice(0, 1);

  if (targets.length === 0) {
    if (!upsert) return { matched: 0, modified: 0 };
    const collection = batch.collection(context.db, collectionName);
    const seed = seedFromQuery(q);
    const next = operatorStyle
      ? applyUpdate(seed, u, { arrayFilters, inserting: true, options })!
      : { ...(u as Document), _id: '_id' in (u as Document) ? (u as Document)._id : seed._id };
    const doc = prepareForStorage(next);
    batch.insert(collection, doc);
    return { matched: 0, modified: 0, upsertedId: doc._id, after: doc };
  }

  const collection = existing!;
  let modified = 0;
  let after: Document | undefined;
  for (const doc of targets) {
    const next = applyUpdate(doc, u, { arrayFilters, inserting: false, options, query: q });
    if (next) {
      const stored = prepareForStorage(next);
      batch.replace(collection, stored);
      modified += 1;
      after ??= stored;
    } else {
      after ??= doc;
    }
  }
  return { matched: targets.length, modified, before: targets[0], after };
}
