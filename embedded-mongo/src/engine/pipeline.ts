import type { Document } from 'bson';
import type { Options } from 'mingo/types';
import { CommandError } from '../commands/errors.js';
import { sortDocuments } from './bson-order.js';
import { cloneDocument } from './documents.js';
import { fastGroup } from './fast-paths.js';
import { lookupWithKeys } from './lookup.js';
import { plain, plainCopy, retype } from './numbers.js';
import { compileRegexes } from './regex/compile.js';
import type { StoredDocument } from './stored.js';
import { assertCollatable } from './typed/collated-stages.js';
import { orderOf } from './typed/collation.js';
import { Aggregator, Query } from './typed/context.js';
import { isPlainObject, prepareStage } from './typed/prepare.js';

/** `runPipeline` over stored records: a leading `$group` reads them where they are, without a list of documents. */
export function runPipelineOver(
  found: StoredDocument[],
  pipeline: Document[],
  options: Partial<Options>,
): Document[] {
  const [first, ...rest] = pipeline;
  const collated = orderOf(options) !== undefined; // the fast $group compares keys by code point
  if (
    !collated &&
    first &&
    Object.keys(first).length === 1 &&
    first.$group &&
    typeof first.$group === 'object'
  ) {
    const grouped = fastGroup(found, first.$group as Document, (stored) => stored.doc);
    if (grouped) return rest.length ? runPipeline(grouped, rest, options) : grouped;
  }
  return runPipeline(
    found.map((stored) => stored.doc),
    pipeline,
    options,
  );
}

/** Stages that pass each input document to one output document, so numbers can take their types back from it. */
const ONE_TO_ONE = new Set(['$project', '$addFields', '$set', '$unset', '$replaceRoot', '$replaceWith']);
/** Stages that never look at a value's number type: they run over the typed documents directly. */
const TYPE_BLIND = new Set(['$skip', '$limit', '$count']);

/**
 * `stages` over typed documents (engine/numbers), one stage at a time: `$match` tests the plain form and keeps
 * the typed documents, `$sort` orders them natively in MongoDB's order, `$group` with `$sum`/`$avg` adds them up
 * with MongoDB's type rules; any other stage runs in mingo over the plain form, and a one-to-one stage's output
 * takes its number types back from its input where a value is unchanged.
 */
export function runPipeline(docs: Document[], stages: Document[], options: Partial<Options>): Document[] {
  const pipeline = compileRegexes(stages).map(prepareStage);
  if (orderOf(options)) assertCollatable(pipeline);
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0];
    if (name === '$out' || name === '$merge') {
      throw new CommandError('CommandNotSupported', `${name} is not supported by embedded-mongo`);
    }
  }
  let current = docs;
  let copied = false; // whether `current` holds documents of our own (not the caller's, which must stay as they are)
  for (const stage of pipeline) {
    const keys = Object.keys(stage);
    const name = keys.length === 1 ? keys[0]! : '';
    const spec: unknown = stage[name];
    if (name === '$match' && isPlainObject(spec)) {
      const query = new Query(spec, options);
      current = current.filter((doc) => query.test(plain(doc)));
      continue;
    }
    if (
      name === '$lookup' &&
      isPlainObject(spec) &&
      spec.localField !== undefined &&
      Array.isArray(spec.pipeline)
    ) {
      current = lookupWithKeys(current, spec, options, runPipeline);
      copied = true;
      continue;
    }
    if (name === '$sort' && isPlainObject(spec)) {
      const sorted = sortDocuments(current, spec, orderOf(options));
      if (sorted) {
        current = sorted;
        continue;
      }
    }
    if (name === '$group' && isPlainObject(spec)) {
      const grouped = fastGroup(current, spec);
      if (grouped) {
        current = grouped;
        copied = true;
        continue;
      }
    }
    if (TYPE_BLIND.has(name)) {
      current = new Aggregator([stage], options).run(current) as Document[];
      continue;
    }
    // Some stages write into their input; stored documents must never change behind the store's back.
    const output = new Aggregator([stage], options).run(current.map(plainCopy)) as Document[];
    current =
      ONE_TO_ONE.has(name) && output.length === current.length
        ? output.map((doc, i) => retype(doc, current[i]))
        : output;
    copied = true;
  }
  return copied ? current : current.map(cloneDocument);
}
