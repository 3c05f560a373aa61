import { EJSON, type Document } from 'bson';
import { numberType, plain } from './numbers.js';
import { numberKey } from './typed/number-order.js';

/**
 * A canonical string for a BSON value, so equal values (1 and 1.0, two ObjectIds with the same hex) share a key.
 * Missing and null index the same way, as in MongoDB.
 */
export function valueKey(value: unknown): string {
  // Numbers of every BSON type are compared by value, as MongoDB does (Int64 5 and Int32 5 are one key), exactly
  // (Int64 beyond 2^53 and Decimal128 are not rounded to a double).
  return EJSON.stringify({ v: value === undefined ? null : keyForm(value) }, { relaxed: false });
}

const NUMBER_KEY = '\u0000n';

function keyForm(value: unknown): unknown {
  if (typeof value === 'number' || numberType(value) !== undefined) return { [NUMBER_KEY]: numberKey(value) };
  if (Array.isArray(value)) return value.map(keyForm);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  return Object.fromEntries(Object.entries(value as Document).map(([k, v]) => [k, keyForm(v)]));
}

/** Every value at a dotted `path`, descending into arrays the way a multikey index does; numbers plain. */
export function valuesAt(doc: unknown, path: string): unknown[] {
  return collect(doc, path.split('.')).map(plain);
}

/** `valuesAt` with each number of its stored BSON type (what `distinct` returns). */
export function typedValuesAt(doc: unknown, path: string): unknown[] {
  return collect(doc, path.split('.'));
}

function collect(value: unknown, parts: string[]): unknown[] {
  if (parts.length === 0) {
    if (Array.isArray(value)) return value.length === 0 ? [undefined] : value;
    return [value];
  }
  if (Array.isArray(value)) {
    const [head] = parts;
    if (head !== undefined && /^\d+$/.test(head)) return collect(value[Number(head)], parts.slice(1));
    const found = value.flatMap((item) => collect(item, parts));
    return found.length === 0 ? [undefined] : found;
  }
  if (value === null || typeof value !== 'object') return [undefined];
  const [head, ...rest] = parts;
  return collect((value as Document)[head!], rest);
}

export interface IndexEntry {
  key: string;
  values: Document;
}

/** The index entries `doc` produces for `keyPattern` (several when a field holds an array). */
export function indexEntries(doc: Document, keyPattern: Document): IndexEntry[] {
  let combos: Document[] = [{}];
  for (const field of Object.keys(keyPattern)) {
    const values = valuesAt(doc, field);
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [field]: value ?? null })));
  }
  const seen = new Map<string, IndexEntry>();
  for (const values of combos) {
    const key = valueKey(Object.values(values));
    if (!seen.has(key)) seen.set(key, { key, values });
  }
  return [...seen.values()];
}

/** True when none of the pattern's fields is present (a sparse index skips such documents). */
export function lacksAllFields(doc: Document, keyPattern: Document): boolean {
  return Object.keys(keyPattern).every((field) => valuesAt(doc, field).every((v) => v === undefined));
}
