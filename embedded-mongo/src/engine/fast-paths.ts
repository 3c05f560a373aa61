import type { Document } from 'bson';
import { excludedFields } from './encoded.js';
import { Summation } from './sum.js';

/**
 * Native versions of the two hottest shapes the API asks for, with mingo as the fallback for anything else:
 * `$group` by field paths with `$sum` accumulators, and exclusion-only projections. Each returns `undefined`
 * when the input is outside what it handles, and the caller uses mingo instead.
 */

const BAIL = Symbol('bail');

function fieldPath(expression: unknown): string[] | undefined {
  if (typeof expression !== 'string' || !expression.startsWith('$') || expression.startsWith('$$'))
    return undefined;
  return expression.slice(1).split('.');
}

function read(doc: Document, path: string[]): unknown {
  // A top-level field (the usual case) needs no walk: documents are never arrays.
  if (path.length === 1) return doc[path[0]!];
  let value: unknown = doc;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    if (Array.isArray(value)) return BAIL; // array traversal has its own semantics: leave it to mingo
    value = (value as Document)[part];
  }
  return value;
}

const MISSING = Symbol('missing');

interface Group {
  id: unknown;
  totals: Summation[];
}

/**
 * `$group` whose `_id` is null, a field path or a document of field paths (over scalar values), with `$sum` or
 * `$avg` of constants or field paths — typed, with MongoDB's widening rules (engine/sum). Groups are found through one Map per key part, keyed by the values themselves, so
 * no key string is built per document.
 */
export function fastGroup<T = Document>(
  items: readonly T[],
  spec: Document,
  docOf: (item: T) => Document = (item) => item as Document,
): Document[] | undefined {
  const { _id, ...accumulators } = spec;
  let parts: { name: string; path: string[] }[];
  const compound = _id !== null && typeof _id === 'object';
  let constant: unknown = null;
  if (_id === null) {
    parts = [];
  } else if (
    ['number', 'boolean'].includes(typeof _id) ||
    (typeof _id === 'string' && !_id.startsWith('$'))
  ) {
    parts = []; // one group, as `countDocuments` asks with `_id: 1`
    constant = _id;
  } else if (fieldPath(_id)) {
    parts = [{ name: '', path: fieldPath(_id)! }];
  } else if (compound && Object.getPrototypeOf(_id) === Object.prototype) {
    parts = Object.entries(_id as Document).map(([name, expression]) => ({
      name,
      path: fieldPath(expression)!,
    }));
    // `{ $op: … }` is an expression, not a key document.
    if (parts.some(({ name, path }) => !path || name.startsWith('$'))) return undefined;
  } else {
    return undefined;
  }

  const names: string[] = [];
  const operands: (number | string[])[] = [];
  const averages: boolean[] = [];
  for (const [name, accumulator] of Object.entries(accumulators)) {
    const keys = accumulator && typeof accumulator === 'object' ? Object.keys(accumulator as Document) : [];
    if (keys.length !== 1 || (keys[0] !== '$sum' && keys[0] !== '$avg')) return undefined;
    averages.push(keys[0] === '$avg');
    const operand = (accumulator as Document)[keys[0]];
    if (typeof operand === 'number') operands.push(operand);
    else if (fieldPath(operand)) operands.push(fieldPath(operand)!);
    else return undefined;
    names.push(name);
  }

  const groups: Group[] = [];
  const root = new Map<unknown, unknown>();
  const values: unknown[] = new Array(parts.length);
  // Input often comes in runs of one key (index order is by date): the previous document's group is tried first.
  const previous: unknown[] = new Array(parts.length);
  let group: Group | undefined;
  for (const item of items) {
    const doc = docOf(item);
    let same = group !== undefined;
    for (let p = 0; p < parts.length; p++) {
      // Written out rather than calling helpers: this loop runs once per document and V8 keeps it tight so.
      const path = parts[p]!.path;
      const value = path.length === 1 ? doc[path[0]!] : read(doc, path);
      const type = typeof value;
      const scalar =
        value === null ||
        type === 'string' ||
        type === 'number' ||
        type === 'boolean' ||
        type === 'undefined';
      if (!scalar || value !== value) return undefined; // BAIL is a symbol; `value !== value` is NaN
      values[p] = value;
      // Strictly the same value: 0 and -0 group together anyway, and a missing field only matches a missing one.
      if (same && previous[p] !== value) same = false;
    }
    if (!same) {
      let level = root;
      for (let p = 0; p < parts.length || p === 0; p++) {
        // In a key document a missing field is left out, so it differs from null; a lone key merges them.
        const key =
          p < parts.length ? (values[p] === undefined ? (compound ? MISSING : null) : values[p]) : null;
        const last = p >= parts.length - 1;
        let next = level.get(key);
        if (next === undefined) {
          next = last ? newGroup(groups, values, parts, compound, operands.length, constant) : new Map();
          level.set(key, next);
        }
        if (last) group = next as Group;
        else level = next as Map<unknown, unknown>;
      }
      for (let p = 0; p < parts.length; p++) previous[p] = values[p];
    }
    const totals = group!.totals;
    for (let a = 0; a < operands.length; a++) {
      const operand = operands[a]!;
      const value =
        typeof operand === 'number' ? operand : operand.length === 1 ? doc[operand[0]!] : read(doc, operand);
      if (value === BAIL) return undefined;
      totals[a]!.add(value);
    }
  }
  return groups.map(({ id, totals }) => {
    const out: Document = { _id: id };
    names.forEach((name, a) => (out[name] = averages[a] ? totals[a]!.average() : totals[a]!.sum()));
    return out;
  });
}

function newGroup(
  groups: Group[],
  values: unknown[],
  parts: { name: string }[],
  compound: boolean,
  accumulators: number,
  constant: unknown,
): Group {
  let id: unknown = constant;
  if (compound) {
    const key: Document = {};
    parts.forEach(({ name }, p) => {
      if (values[p] !== undefined) key[name] = values[p];
    });
    id = key;
  } else if (parts.length === 1) {
    id = values[0] ?? null;
  }
  const group = { id, totals: Array.from({ length: accumulators }, () => new Summation()) };
  groups.push(group);
  return group;
}

/** `{ a: 0, b: 0 }`: the documents without those top-level fields. */
export function fastExclusion(docs: Document[], projection: Document | undefined): Document[] | undefined {
  const fields = excludedFields(projection);
  if (fields === undefined) return undefined;
  if (fields.length === 0) return docs;
  return docs.map((doc) => {
    const copy: Document = {};
    for (const key of Object.keys(doc)) if (!fields.includes(key)) copy[key] = doc[key];
    return copy;
  });
}
