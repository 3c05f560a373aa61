import type { Document } from 'bson';
import { asFilter, findResult, matcherOf, matching, matchingStored, queryOptions } from '../engine/query.js';
import { runPipeline, runPipelineOver } from '../engine/pipeline.js';
import { compareBson } from '../engine/bson-order.js';
import { orderOf } from '../engine/typed/collation.js';
import { typedValuesAt, valueKey } from '../engine/keys.js';
import type { StoredDocument } from '../engine/stored.js';
import type { Collection } from '../engine/collection.js';
import { firstInIndexOrder } from '../engine/ordered-scan.js';
import { cloneDocument } from '../engine/documents.js';
import { optionalNumber, type CommandHandler } from './context.js';
import { CommandError } from './errors.js';
import { localSessions } from './sessions.js';
import { mergeTarget, outTarget, writeMerge, writeOut } from './aggregate-out.js';

const find: CommandHandler = (command, { catalog, cursors, db }) => {
  const options = queryOptions(catalog, db, command.let, command.collation);
  const collection = catalog.get(db, command.find);
  const limit = optionalNumber(command.limit, 'limit');
  // A sort decides the order itself (ties by natural order), so candidates need not be put in natural order first.
  const sorted = command.sort !== undefined && command.sort !== null && Object.keys(command.sort).length > 0;
  const skip = optionalNumber(command.skip, 'skip');
  const shaping = { projection: command.projection, skip, limit, filter: command.filter };
  // A sorted, limited find walks an index in the sort's order when one fits, and stops at the limit.
  const walked =
    sorted && limit && collection && typeof command.sort === 'object' && !options.collation
      ? walkIndex(
          collection,
          command.filter,
          command.sort as Document,
          (skip ?? 0) + Math.abs(limit),
          options,
        )
      : undefined;
  const docs = walked
    ? findResult(walked, true, shaping, options)
    : findResult(
        matchingStored(collection, command.filter, options, !sorted),
        !sorted,
        { ...shaping, sort: command.sort },
        options,
      );
  const singleBatch = Boolean(command.singleBatch) || (limit !== undefined && limit < 0);
  const batchSize = optionalNumber(command.batchSize, 'batchSize');
  return { cursor: cursors.first(`${db}.${command.find}`, docs, batchSize, singleBatch), ok: 1 };
};

/** `firstInIndexOrder` for a find's filter; undefined when the filter or sort is not one it walks. */
function walkIndex(
  collection: Collection,
  filter: unknown,
  sort: Document,
  wanted: number,
  options: ReturnType<typeof queryOptions>,
): StoredDocument[] | undefined {
  const criteria = asFilter(filter);
  return firstInIndexOrder(collection, criteria, sort, wanted, () => matcherOf(criteria, options));
}

const getMore: CommandHandler = (command, { cursors }) => {
  const id = Number(command.getMore);
  return {
    cursor: cursors.next(id, command.collection, optionalNumber(command.batchSize, 'batchSize')),
    ok: 1,
  };
};

const killCursors: CommandHandler = (command, { cursors }) => {
  const ids = ((command.cursors as unknown[]) ?? []).map(Number);
  return { ...cursors.kill(ids), ok: 1 };
};

const count: CommandHandler = (command, { catalog, db }) => {
  const options = queryOptions(catalog, db, undefined, command.collation);
  const found = matching(catalog.get(db, command.count), command.query, options);
  const skip = optionalNumber(command.skip, 'skip') ?? 0;
  const limit = Math.abs(optionalNumber(command.limit, 'limit') ?? 0);
  const n = Math.max(0, found.length - skip);
  return { n: limit ? Math.min(limit, n) : n, ok: 1 };
};

const distinct: CommandHandler = (command, { catalog, db }) => {
  if (typeof command.key !== 'string') throw new CommandError('TypeMismatch', "'key' must be of type string");
  const options = queryOptions(catalog, db, undefined, command.collation);
  const found = matching(catalog.get(db, command.distinct), command.query, options);
  const values = new Map<string, unknown>();
  for (const doc of found) {
    for (const value of typedValuesAt(doc, command.key)) {
      if (value !== undefined && !values.has(valueKey(value))) values.set(valueKey(value), value);
    }
  }
  // MongoDB returns them in BSON order (as its index-less plan sorts them to remove duplicates), whole values
  // compared: an array after documents, not by its elements.
  const strings = orderOf(options);
  const sorted = [...values.values()]
    .sort((a, b) => compareBson(a, b, strings))
    // Under a collation, values it holds equal ('PING', 'ping' at strength 2) are one value: the first found.
    .filter((value, at, all) => !strings || at === 0 || compareBson(all[at - 1], value, strings) !== 0);
  return { values: sorted, ok: 1 };
};

const aggregate: CommandHandler = async (command, context) => {
  const { catalog, cursors, db } = context;
  if (!Array.isArray(command.pipeline))
    throw new CommandError('TypeMismatch', "'pipeline' option must be specified as an array");
  if (command.explain)
    throw new CommandError('CommandNotSupported', 'explain is not supported by embedded-mongo');
  const [first0] = command.pipeline as Document[];
  if (
    command.aggregate === 1 &&
    first0 &&
    Object.keys(first0).length === 1 &&
    '$listLocalSessions' in first0
  ) {
    // The one database-level source done here: the sessions this server has seen.
    const spec = first0.$listLocalSessions as Document | null;
    if (spec === null || typeof spec !== 'object' || (spec.users !== undefined && !Array.isArray(spec.users)))
      throw new CommandError('FailedToParse', '$listLocalSessions takes a document');
    const options = queryOptions(catalog, db, command.let);
    const docs = runPipeline(localSessions(catalog), (command.pipeline as Document[]).slice(1), options);
    return {
      cursor: cursors.first(
        `${db}.$cmd.aggregate`,
        docs,
        optionalNumber(command.cursor?.batchSize, 'batchSize'),
      ),
      ok: 1,
    };
  }
  // A database-level pipeline may start from literal `$documents` (and then `$out`/`$merge` them somewhere).
  const documents =
    command.aggregate === 1 && Array.isArray(first0?.$documents)
      ? (first0.$documents as Document[])
      : undefined;
  if (typeof command.aggregate !== 'string' && !documents) {
    throw new CommandError(
      'CommandNotSupported',
      'database-level aggregation other than $documents and $listLocalSessions is not supported by embedded-mongo',
    );
  }
  if (command.cursor === undefined)
    throw new CommandError('FailedToParse', "The 'cursor' option is required");
  const options = queryOptions(catalog, db, command.let, command.collation);
  const collection = documents ? undefined : catalog.get(db, command.aggregate);
  let pipeline = (command.pipeline as Document[]).slice(documents ? 1 : 0);
  const out = outTarget(pipeline, db);
  const merge = mergeTarget(pipeline, db);
  if (out || merge) pipeline = pipeline.slice(0, -1);
  let source: StoredDocument[];
  const first = pipeline[0];
  if (documents) {
    source = [];
  } else if (first && Object.keys(first).length === 1 && first.$match && typeof first.$match === 'object') {
    // A leading $match filters like find does, so it can use an index instead of feeding every document in.
    // Natural order only matters to a pipeline that does not regroup or re-sort next.
    const next = pipeline[1];
    const regroups = Boolean(next && ('$group' in next || '$sort' in next));
    source = matchingStored(collection, first.$match, options, !regroups);
    pipeline = pipeline.slice(1);
  } else {
    source = [...(collection?.stored.values() ?? [])];
  }
  const docs = documents
    ? runPipeline(documents.map(cloneDocument), pipeline, options)
    : runPipelineOver(source, pipeline, options);
  if (out || merge) {
    if (out) await writeOut(context, out, docs);
    else await writeMerge(context, merge!, docs);
    return { cursor: cursors.first(`${db}.${command.aggregate}`, [], 0), ok: 1 };
  }
  return {
    cursor: cursors.first(
      `${db}.${command.aggregate}`,
      docs,
      optionalNumber(command.cursor?.batchSize, 'batchSize'),
    ),
    ok: 1,
  };
};

export const readCommands: Record<string, CommandHandler> = {
  find,
  getMore,
  killCursors,
  count,
  distinct,
  aggregate,
};
