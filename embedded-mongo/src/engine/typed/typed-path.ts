import type { Document } from 'bson';

const isDocument = (value: unknown): value is Document => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * The values a query condition on dotted `path` tests in `doc`, as MongoDB finds them: through arrays (each
 * element that is a document, and a numeric part as an index), and at the end an array itself and each of its
 * elements. A path that leads nowhere gives `undefined` (missing), which `null` matches.
 */
export function valuesForMatch(doc: unknown, path: string): unknown[] {
  return walk(doc, path.split('.'), 0);
}

function walk(value: unknown, parts: string[], at: number): unknown[] {
  if (at === parts.length) return Array.isArray(value) ? [value, ...value] : [value];
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    const part = parts[at]!;
    if (/^\d+$/.test(part) && Number(part) < value.length)
      out.push(...walk(value[Number(part)], parts, at + 1));
    for (const item of value) if (isDocument(item)) out.push(...walk(item[part], parts, at + 1));
    return out.length ? out : [undefined];
  }
  if (!isDocument(value)) return [undefined];
  return walk(value[parts[at]!], parts, at + 1);
}

/** The value at a dotted path without going through arrays (an aggregation field path on one document). */
export function valueAtPath(doc: unknown, path: string): unknown {
  let value = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(value)) {
      const list = value
        .map((item) => (isDocument(item) || Array.isArray(item) ? valueAtPath(item, part) : undefined))
        .filter((v) => v !== undefined);
      value = list;
      continue;
    }
    if (!isDocument(value)) return undefined;
    value = value[part];
  }
  return value;
}
