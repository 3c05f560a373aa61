import type { Document } from 'bson';
import { compareNumbers } from './typed/number-order.js';
import type { StringOrder } from './typed/collation.js';

/**
 * MongoDB's comparison order for sorting: by type (null and missing < numbers < strings < documents < arrays <
 * binary < ObjectId < booleans < dates < timestamps < regular expressions), then by value; documents field by
 * field in their stored order (type, name, value), strings by code point, numbers by value whatever their type.
 * mingo instead compares documents by their sorted field names, so `{ y: 2024, m: 2 }` would come before
 * `{ y: 2023, m: 11 }` — which is why sorts go through here.
 */

type Tagged = { _bsontype?: string };

/** What an empty array sorts by: below null and missing (MongoDB's sort key for it is BSON undefined). */
export const EMPTY_ARRAY_KEY = Symbol('empty array');

function rank(value: unknown): number {
  if (value === undefined || value === null) return 1;
  if (value === EMPTY_ARRAY_KEY) return 0.5;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return 2;
    case 'string':
      return 3;
    case 'boolean':
      return 8;
    case 'object':
      break;
    default:
      return 3;
  }
  if (Array.isArray(value)) return 5;
  if (value instanceof Date) return 9;
  if (value instanceof RegExp) return 11;
  switch ((value as Tagged)._bsontype) {
    case 'MinKey':
      return 0;
    case 'MaxKey':
      return 12;
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return 2;
    case 'BSONSymbol':
      return 3;
    case 'Binary':
      return 6;
    case 'ObjectId':
      return 7;
    case 'Timestamp':
      return 10;
    case 'BSONRegExp':
      return 11;
    default:
      return 4;
  }
}

function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return x.length - y.length < 0 ? -1 : x.length === y.length ? 0 : 1;
}

/** BSON order; `strings`, a collation's order, compares strings (also inside documents and arrays). */
export function compareBson(a: unknown, b: unknown, strings?: (a: string, b: string) => number): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 1:
    case 0.5:
    case 0:
    case 12:
      return 0;
    case 2:
      return compareNumbers(a, b);
    case 3:
      return (strings ?? compareStrings)(String(a), String(b));
    case 4: {
      const x = Object.entries(a as Document).filter(([, v]) => v !== undefined);
      const y = Object.entries(b as Document).filter(([, v]) => v !== undefined);
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const [ka, va] = x[i]!;
        const [kb, vb] = y[i]!;
        const byType = rank(va) - rank(vb);
        if (byType !== 0) return byType < 0 ? -1 : 1;
        const byName = compareStrings(ka, kb);
        if (byName !== 0) return byName;
        const byValue = compareBson(va, vb, strings);
        if (byValue !== 0) return byValue;
      }
      return x.length === y.length ? 0 : x.length < y.length ? -1 : 1;
    }
    case 5: {
      const x = a as unknown[];
      const y = b as unknown[];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const c = compareBson(x[i], y[i], strings);
        if (c !== 0) return c;
      }
      return x.length === y.length ? 0 : x.length < y.length ? -1 : 1;
    }
    case 6: {
      const x = (a as { buffer: Uint8Array; sub_type: number }).buffer;
      const y = (b as { buffer: Uint8Array; sub_type: number }).buffer;
      if (x.length !== y.length) return x.length < y.length ? -1 : 1;
      const s = (a as { sub_type: number }).sub_type - (b as { sub_type: number }).sub_type;
      if (s !== 0) return s < 0 ? -1 : 1;
      return Buffer.compare(x, y);
    }
    case 7:
      return compareStrings(String(a), String(b));
    case 8:
      return a === b ? 0 : a ? 1 : -1;
    case 9:
      return Math.sign((a as Date).getTime() - (b as Date).getTime());
    case 10: {
      const x = a as { t: number; i: number };
      const y = b as { t: number; i: number };
      return Math.sign(x.t - y.t || x.i - y.i);
    }
    default:
      return compareStrings(String(a), String(b));
  }
}

/** The values at a dotted path, through arrays (each element of an array on the way is followed). */
function valuesAt(value: unknown, path: string[]): unknown[] {
  if (path.length === 0) return [value];
  if (Array.isArray(value))
    return value.flatMap((item) => (item !== null && typeof item === 'object' ? valuesAt(item, path) : []));
  if (value === null || typeof value !== 'object') return [undefined];
  return valuesAt((value as Document)[path[0]!], path.slice(1));
}

/** The value a document sorts by for one key: an array sorts by its least element ascending, its greatest descending. */
function sortValue(doc: Document, path: string[], direction: number, strings?: StringOrder): unknown {
  const found = valuesAt(doc, path).flatMap((v) =>
    Array.isArray(v) ? (v.length ? v : [EMPTY_ARRAY_KEY]) : [v],
  );
  if (found.length === 1) return found[0];
  let best = found[0];
  for (const v of found.slice(1)) if (compareBson(v, best, strings) * direction < 0) best = v;
  return best;
}

/** `docs` sorted by `spec` (`{ field: 1 | -1 }`), ties in their given order. Undefined for a spec not done here. */
export function sortDocuments(
  docs: Document[],
  spec: Document,
  strings?: StringOrder,
): Document[] | undefined {
  const keys = Object.entries(spec);
  if (keys.some(([field, direction]) => (direction !== 1 && direction !== -1) || field.startsWith('$')))
    return undefined;
  const paths = keys.map(([field]) => field.split('.'));
  const directions = keys.map(([, direction]) => direction as number);
  const values = docs.map((doc) => paths.map((path, k) => sortValue(doc, path, directions[k]!, strings)));
  const order = docs.map((_, i) => i);
  order.sort((a, b) => {
    for (let k = 0; k < paths.length; k++) {
      const c = compareBson(values[a]![k], values[b]![k], strings);
      if (c !== 0) return c * directions[k]!;
    }
    return a - b;
  });
  return order.map((i) => docs[i]!);
}
