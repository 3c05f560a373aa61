import type { Document } from 'bson';

/**
 * Native versions of the two hottest shapes the API asks for, with mingo as the fallback for anything else:
 * `$group` by field paths with `$sum` accumulators, and exclusion-only projections. Each returns `undefined`
 * when the input is outside what it handles, and the caller uses mingo instead.
 */

type Scalar = string | number | boolean | null | undefined;

function isScalar(value: unknown): value is Scalar {
  return value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);
}

const BAIL = Symbol('bail');

function fieldPath(expression: unknown): string[] | undefined {
  if (typeof expression !== 'string' || !expression.startsWith('$') || expression.startsWith('$$'))
    return undefined;
  return expression.slice(1).split('.');
}

function read(doc: Document, path: string[]): unknown {
  let value: unknown = doc;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    if (Array.isArray(value)) return BAIL; // array traversal has its own semantics: leave it to mingo
    value = (value as Document)[part];
  }
  return value;
}

export function fastGroup(docs: Document[], spec: Document): Document[] | undefined {
  const { _id, ...accumulators } = spec;
  let keyOf: (doc: Document) => { key: string; id: unknown } | typeof BAIL;
  if (_id === null) {
    keyOf = () => ({ key: '', id: null });
  } else if (fieldPath(_id)) {
    const path = fieldPath(_id)!;
    keyOf = (doc) => {
      const value = read(doc, path);
      if (value === BAIL || !isScalar(value)) return BAIL;
      return { key: JSON.stringify([value ?? null]), id: value ?? null };
    };
  } else if (_id && typeof _id === 'object' && Object.getPrototypeOf(_id) === Object.prototype) {
    const parts = Object.entries(_id as Document).map(
      ([name, expression]) => [name, fieldPath(expression)] as const,
    );
    // `{ $op: … }` is an expression, not a key document.
    if (parts.some(([name, path]) => !path || name.startsWith('$'))) return undefined;
    keyOf = (doc) => {
      const id: Document = {};
      const values: Scalar[] = [];
      for (const [name, path] of parts) {
        const value = read(doc, path!);
        if (value === BAIL || !isScalar(value)) return BAIL;
        values.push(value);
        if (value !== undefined) id[name] = value; // a missing field is left out of the key document
      }
      return { key: JSON.stringify(values.map((v) => (v === undefined ? '\u0000missing' : v))), id };
    };
  } else {
    return undefined;
  }

  const sums: [string, number | string[]][] = [];
  for (const [name, accumulator] of Object.entries(accumulators)) {
    const keys = accumulator && typeof accumulator === 'object' ? Object.keys(accumulator as Document) : [];
    if (keys.length !== 1 || keys[0] !== '$sum') return undefined;
    const operand = (accumulator as Document).$sum;
    if (typeof operand === 'number') sums.push([name, operand]);
    else if (fieldPath(operand)) sums.push([name, fieldPath(operand)!]);
    else return undefined;
  }

  const groups = new Map<string, Document>();
  for (const doc of docs) {
    const found = keyOf(doc);
    if (found === BAIL) return undefined;
    let group = groups.get(found.key);
    if (!group) {
      group = { _id: found.id };
      for (const [name] of sums) group[name] = 0;
      groups.set(found.key, group);
    }
    for (const [name, operand] of sums) {
      const value = typeof operand === 'number' ? operand : read(doc, operand);
      if (value === BAIL) return undefined;
      if (typeof value === 'number') group[name] = (group[name] as number) + value;
    }
  }
  return [...groups.values()];
}

/** `{ a: 0, b: 0 }`: the documents without those top-level fields. */
export function fastExclusion(docs: Document[], projection: Document | undefined): Document[] | undefined {
  if (!projection) return docs;
  const fields = Object.keys(projection);
  if (fields.length === 0) return docs;
  if (!fields.every((f) => !f.includes('.') && (projection[f] === 0 || projection[f] === false)))
    return undefined;
  return docs.map((doc) => {
    const copy: Document = {};
    for (const key of Object.keys(doc)) if (!fields.includes(key)) copy[key] = doc[key];
    return copy;
  });
}
