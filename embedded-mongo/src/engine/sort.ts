import type { Document } from 'bson';
import type { StoredDocument } from './stored.js';

/**
 * A native sort for the common case — every sort key holds a string, number, boolean, date, null or nothing —
 * giving exactly what mingo's `$sort` gives over the documents in natural order: missing and null tie, types order
 * null < numbers < strings < booleans < dates, strings compare by UTF-16 code units, and ties keep natural
 * order (mingo's sort is stable). Anything else (arrays, sub-documents, ObjectIds, NaN, …) returns `undefined`
 * and the caller sorts with mingo.
 */
export function sortNatively(found: StoredDocument[], sort: Document): StoredDocument[] | undefined {
  const fields = Object.keys(sort);
  const directions: number[] = [];
  for (const field of fields) {
    const direction = sort[field];
    if ((direction !== 1 && direction !== -1) || field.startsWith('$')) return undefined;
    directions.push(direction);
  }
  const paths = fields.map((field) => field.split('.'));
  const ranks = fields.map(() => new Uint8Array(found.length));
  const keys = fields.map(() => new Array<unknown>(found.length));
  for (let i = 0; i < found.length; i++) {
    const doc = found[i]!.doc;
    for (let k = 0; k < paths.length; k++) {
      const value = valueAt(doc, paths[k]!);
      const rank = rankOf(value);
      if (rank === 0) return undefined;
      ranks[k]![i] = rank;
      keys[k]![i] = rank === DATE ? (value as Date).getTime() : value;
    }
  }
  const order = Array.from(found, (_, i) => i);
  order.sort((a, b) => {
    for (let k = 0; k < keys.length; k++) {
      const ra = ranks[k]![a]!;
      const rb = ranks[k]![b]!;
      let c = ra - rb;
      if (c === 0 && ra !== NULL) {
        const va = keys[k]![a] as number | string;
        const vb = keys[k]![b] as number | string;
        c = va < vb ? -1 : va > vb ? 1 : 0;
      }
      if (c !== 0) return c * directions[k]!;
    }
    return found[a]!.seq - found[b]!.seq;
  });
  return order.map((i) => found[i]!);
}

const MISSING_INTERMEDIATE = undefined;
const UNSUPPORTED = Symbol('unsupported');

/** The value at a dotted path through plain sub-documents only; arrays and other objects on the way are not ours. */
function valueAt(doc: Document, path: string[]): unknown {
  let value: unknown = doc;
  for (let i = 0; i < path.length; i++) {
    if (value === undefined) return MISSING_INTERMEDIATE;
    if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
      return UNSUPPORTED;
    value = (value as Document)[path[i]!];
  }
  return value;
}

// mingo's type order; 0 means "not handled here".
const NULL = 2;
const DATE = 10;

function rankOf(value: unknown): number {
  switch (typeof value) {
    case 'undefined':
      return NULL;
    case 'number':
      return Number.isNaN(value) || Object.is(value, -0) ? 0 : 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
    case 'object':
      if (value === null) return NULL;
      if (value instanceof Date && !Number.isNaN(value.getTime())) return DATE;
      return 0;
    default:
      return 0;
  }
}
