import type { Document } from 'bson';
import { Query } from './typed/context.js';
import type { Options } from 'mingo/types';
import { CommandError } from '../commands/errors.js';

/**
 * The projection forms mingo lacks or answers differently, done as MongoDB does them: `{ field: { $elemMatch } }`
 * (the first matching element), `{ 'field.$': 1 }` (the first element the query matched) and `_id` first in the
 * result. `project` runs mingo's projection with those taken out, then puts them back.
 */

function isElemMatch(value: unknown): value is { $elemMatch: Document } {
  return value !== null && typeof value === 'object' && '$elemMatch' in (value as Document);
}

/** `{ field: { $slice: n | [skip, n] } }` on a top-level field (mingo makes it an inclusion; MongoDB does not). */
function isSlice(key: string, value: unknown): value is { $slice: unknown } {
  return (
    !key.includes('.') &&
    value !== null &&
    typeof value === 'object' &&
    Object.keys(value).length === 1 &&
    '$slice' in (value as Document)
  );
}

function slicer(spec: unknown): (array: unknown[]) => unknown[] {
  const [skip, limit] = Array.isArray(spec) ? (spec as number[]).map(Number) : [undefined, Number(spec)];
  if (skip === undefined) return (array) => (limit! < 0 ? array.slice(limit) : array.slice(0, limit));
  return (array) => {
    const start = skip < 0 ? Math.max(0, array.length + skip) : skip;
    return array.slice(start, start + limit!);
  };
}

/** The query's condition on the elements of array `field`: `{ field: c }` or `{ 'field.x': c }` and `$and`s. */
function conditionsOn(filter: Document | undefined, field: string): Document[] {
  const found: Document[] = [];
  for (const [key, condition] of Object.entries(filter ?? {})) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const part of condition) found.push(...conditionsOn(part as Document, field));
    } else if (key === field) found.push({ v: condition });
    else if (key.startsWith(`${field}.`)) found.push({ [`v.${key.slice(field.length + 1)}`]: condition });
  }
  return found;
}

export interface Projector {
  /** The projection for mingo, or undefined when nothing is left for it. */
  rest: Document | undefined;
  finish(original: Document, projected: Document): Document;
}

export function projector(
  projection: Document | undefined,
  filter: Document | undefined,
  options: Partial<Options>,
): Projector | undefined {
  if (!projection) return undefined;
  const keys = Object.keys(projection);
  const special = keys.filter(
    (key) => isElemMatch(projection[key]) || key.endsWith('.$') || isSlice(key, projection[key]),
  );
  const inclusion = keys.some(
    (key) => key !== '_id' && !special.includes(key) && projection[key] !== 0 && projection[key] !== false,
  );
  if (special.length === 0 && !inclusion) return undefined;
  const rest: Document = {};
  for (const key of keys) if (!special.includes(key)) rest[key] = projection[key];
  const elements: {
    field: string;
    pick: (array: unknown[]) => unknown[] | undefined;
    last?: boolean;
    keep?: boolean;
  }[] = special.map((key) => {
    if (isSlice(key, projection[key]))
      return { field: key, pick: slicer(projection[key].$slice), keep: true };
    if (key.endsWith('.$')) {
      const field = key.slice(0, -2);
      if (field.includes('.') || field.includes('$'))
        throw new CommandError(
          'CommandNotSupported',
          `the positional projection ${key} is not supported by embedded-mongo`,
        );
      const tests = conditionsOn(filter, field).map((c) => new Query(c, options));
      if (tests.length === 0)
        throw new CommandError(
          'BadValue',
          `Executor error during find command :: caused by :: positional operator '${key}' couldn't find a matching element in the array`,
        );
      return {
        field,
        pick: (array) => {
          const at = array.findIndex((v) => tests.every((t) => t.test({ v })));
          return at < 0 ? undefined : [array[at]];
        },
      };
    }
    const test = new Query({ v: { $elemMatch: (projection[key] as Document).$elemMatch } }, options);
    return {
      field: key,
      last: true, // MongoDB puts an $elemMatch field after the other included ones
      pick: (array) => {
        const found = array.find((v) => test.test({ v: [v] }));
        return found === undefined ? undefined : [found];
      },
    };
  });
  const onlySlices = !inclusion && special.every((key) => isSlice(key, projection[key]));
  const mingoRest = onlySlices ? rest : withSpecialIncluded(rest, special, inclusion);
  return {
    rest: Object.keys(mingoRest).length ? mingoRest : undefined,
    finish(original, projected) {
      const out: Document = { ...projected };
      for (const { field, pick, last, keep } of elements) {
        const value = original[field];
        const picked = Array.isArray(value) ? pick(value) : undefined;
        if (picked === undefined) {
          if (!keep) delete out[field];
          continue;
        }
        if (last) delete out[field];
        out[field] = picked;
      }
      if (!('_id' in out)) return out;
      const { _id, ...others } = out;
      return { _id, ...others };
    },
  };
}

/** With an inclusion (or only $elemMatch/positional fields), the special fields must survive mingo's projection. */
function withSpecialIncluded(rest: Document, special: string[], inclusion: boolean): Document {
  const exclusion = !inclusion && Object.keys(rest).some((key) => key !== '_id');
  if (exclusion) return rest;
  const out = { ...rest };
  for (const key of special) out[key.endsWith('.$') ? key.slice(0, -2) : key] = 1;
  return out;
}
