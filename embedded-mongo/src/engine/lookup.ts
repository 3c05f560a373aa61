import type { Document } from 'bson';
import type { Options } from 'mingo/types';
import { setPath } from './documents.js';
import { typedValuesAt } from './keys.js';
import { copyDocument, plainCopy } from './numbers.js';
import { Aggregator, Query } from './typed/context.js';

type Run = (docs: Document[], stages: Document[], options: Partial<Options>) => Document[];

/**
 * `$lookup` with both `localField`/`foreignField` and a `pipeline` (MongoDB 5.0+): the foreign documents whose
 * key equals the local one (any element of an array on either side; missing and null match null) go through the
 * pipeline, with `let` evaluated on the local document. mingo runs only the pipeline, ignoring the keys.
 */
export function lookupWithKeys(
  docs: Document[],
  spec: Document,
  options: Partial<Options>,
  run: Run,
): Document[] {
  const foreign = (options.collectionResolver?.(String(spec.from)) ?? []) as Document[];
  const foreignPlain = foreign.map(plainCopy);
  return docs.map((doc) => {
    const locals = typedValuesAt(doc, String(spec.localField)).map((v) => (v === undefined ? null : v));
    const query = new Query({ [String(spec.foreignField)]: { $in: locals } }, options);
    const matched = foreign.filter((_, i) => query.test(foreignPlain[i]!));
    const variables = spec.let ? letOf(doc, spec.let as Document, options) : {};
    const joined = run(matched, spec.pipeline as Document[], {
      ...options,
      variables: { ...options.variables, ...variables },
    });
    const out = copyDocument(doc);
    setPath(out, String(spec.as), joined);
    return out;
  });
}

function letOf(doc: Document, letSpec: Document, options: Partial<Options>): Document {
  return new Aggregator([{ $replaceWith: letSpec }], options).run([plainCopy(doc)])[0] as Document;
}
