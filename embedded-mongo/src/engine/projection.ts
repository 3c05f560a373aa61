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
  const special = keys.filter((key) => isElemMatch(projection[key]) || key.endsWith('.$'));
  const inclusion = keys.some(
    (key) => key !== '_id' && !special.includes(key) && projection[key] !== 0 && projection[key] !== false,
  );
  if (special.length === 0 && !inclusion) return undefined;
  const rest: Document = {};
  for (const key of keys) if (!special.includes(key)) rest[key] = projection[key];
  const elements: { field: string; pick: (array: unknown[]) => unknown[] | undefined }[] = special.map(
    (key) => {
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
        pick: (array) => {
          const found = array.find((v) => test.test({ v: [v] }));
          return found === undefined ? undefined : [found];
        },
      };
    },
  );
  const mingoRest = inclusion || special.length ? withSpecialIncluded(rest, special, inclusion) : rest;
  return {
    rest: Object.keys(mingoRest).length ? mingoRest : undefined,
    finish(original, projected) {
      const out: Document = { ...projected };
      for (const { field, pick } of elements) {
        const value = original[field];
        const picked = Array.isArray(value) ? pick(value) : undefined;
        if (picked === undefined) delete out[field];
        else out[field] = picked;
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
