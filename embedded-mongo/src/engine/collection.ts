import { EJSON, type Document } from 'bson';
import { Query } from 'mingo';
import { CommandError } from '../commands/errors.js';
import { indexEntries, lacksAllFields, valueKey, valuesAt } from './keys.js';
import { inRange, rawAt, SecondaryIndex, type RangeCondition } from './secondary-index.js';

/** An index as `listIndexes` reports it. Only unique indexes change behaviour; all are kept and listed. */
export interface IndexSpec {
  v: number;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

interface UniqueIndex {
  spec: IndexSpec;
  filter?: Query;
  /** index entry key → the `_id` key of the document holding it */
  entries: Map<string, string>;
}

function describe(values: Document): string {
  const parts = Object.entries(values).map(([k, v]) => `${k}: ${EJSON.stringify(v, { relaxed: true })}`);
  return `{ ${parts.join(', ')} }`;
}

/** One collection's documents (natural order = insertion order) and its indexes. */
export class Collection {
  readonly docs = new Map<string, Document>();
  /** Insertion sequence, so index-narrowed results keep the natural order a full scan would give. */
  private readonly order = new Map<string, number>();
  private nextOrder = 0;
  readonly indexes: IndexSpec[] = [ID_INDEX];
  private readonly unique: UniqueIndex[] = [];
  private readonly secondary: SecondaryIndex[] = [];

  constructor(
    readonly db: string,
    readonly name: string,
  ) {}

  get namespace(): string {
    return `${this.db}.${this.name}`;
  }

  private entriesFor(index: UniqueIndex, doc: Document) {
    if (index.spec.sparse && lacksAllFields(doc, index.spec.key)) return [];
    if (index.filter && !index.filter.test(doc)) return [];
    return indexEntries(doc, index.spec.key);
  }

  private duplicate(indexName: string, keyPattern: Document, keyValue: Document): CommandError {
    return new CommandError(
      'DuplicateKey',
      `E11000 duplicate key error collection: ${this.namespace} index: ${indexName} dup key: ${describe(keyValue)}`,
      { keyPattern, keyValue },
    );
  }

  /** Throws the 11000 error `doc` would cause; `replacing` is the `_id` key of the document it replaces. */
  assertUnique(doc: Document, replacing?: string): void {
    const id = valueKey(doc._id);
    if (replacing === undefined && this.docs.has(id))
      throw this.duplicate('_id_', { _id: 1 }, { _id: doc._id });
    for (const index of this.unique) {
      for (const entry of this.entriesFor(index, doc)) {
        const holder = index.entries.get(entry.key);
        if (holder !== undefined && holder !== id)
          throw this.duplicate(index.spec.name, index.spec.key, entry.values);
      }
    }
  }

  /** Stores `doc` (insert or replace by `_id`) without checks: callers check first, replay trusts the journal. */
  put(doc: Document): void {
    const id = valueKey(doc._id);
    const old = this.docs.get(id);
    if (old) this.unindex(old, id);
    if (!old) this.order.set(id, this.nextOrder++);
    this.docs.set(id, doc);
    for (const index of this.secondary) index.add(doc, id);
    for (const index of this.unique) {
      for (const entry of this.entriesFor(index, doc)) index.entries.set(entry.key, id);
    }
  }

  remove(id: unknown): void {
    const key = valueKey(id);
    const old = this.docs.get(key);
    if (!old) return;
    this.unindex(old, key);
    this.docs.delete(key);
    this.order.delete(key);
  }

  private unindex(doc: Document, id: string): void {
    for (const index of this.secondary)
      index.remove(doc, (entryId, lead, second) => this.holds(index, entryId, lead, second));
    for (const index of this.unique) {
      for (const entry of this.entriesFor(index, doc)) {
        if (index.entries.get(entry.key) === id) index.entries.delete(entry.key);
      }
    }
  }

  private holds(index: SecondaryIndex, id: string, lead: unknown, second: unknown): boolean {
    const doc = this.docs.get(id);
    if (!doc) return false;
    const key = valueKey(lead);
    if (!valuesAt(doc, index.leading).some((v) => valueKey(v) === key)) return false;
    if (!index.second) return true;
    const secondKey = valueKey(second);
    return valuesAt(doc, index.second).some((v) => valueKey(v) === secondKey);
  }

  /**
   * Documents that may match `filter`, narrowed by an index when the filter has an equality on an index's first
   * field (and maybe a range on its second); `undefined` means scan everything. Callers still test each one.
   */
  candidates(
    filter: Record<string, unknown>,
    ordered = true,
  ): { docs: Document[]; covered: boolean } | undefined {
    let best: { index: SecondaryIndex; range?: RangeCondition } | undefined;
    for (const index of this.secondary) {
      const lead = equalityValue(filter[index.leading]);
      if (lead === NO_VALUE) continue;
      const range = index.second ? rangeOf(filter[index.second]) : undefined;
      if (!best || (range && !best.range)) best = { index, range };
    }
    if (!best) return undefined;
    const lead = equalityValue(filter[best.index.leading]);
    const ids = [...new Set(best.index.candidates(lead, best.range))].filter((id) => this.docs.has(id));
    if (ordered) ids.sort((a, b) => this.order.get(a)! - this.order.get(b)!);
    let docs = ids.map((id) => this.docs.get(id)!);
    // When the index holds the whole filter (`{ lead: "x", second: { $gte, $lte } }` on plain values), a cheap
    // exact check replaces the general matcher; that is the API's month query.
    const { index, range } = best;
    const fields = Object.keys(filter);
    const covered =
      (typeof lead === 'string' || typeof lead === 'number') &&
      !index.multikeySecond &&
      !index.leading.includes('.') &&
      !(index.second ?? '').includes('.') &&
      fields.every((f) => f === index.leading || (f === index.second && range !== undefined)) &&
      (range === undefined || fields.length === 2);
    if (covered) {
      docs = docs.filter((doc) => {
        const held = rawAt(doc, index.leading);
        // Also drops entries left behind by an update; an array holds the value if any element is it.
        if (held !== lead && !(Array.isArray(held) && held.includes(lead))) return false;
        return range === undefined || inRange(rawAt(doc, index.second!), range);
      });
    }
    return { docs, covered };
  }

  /** Adds an index; a unique one is built now and fails (changing nothing) if existing documents collide. */
  addIndex(spec: IndexSpec, check: boolean): void {
    if (spec.unique && spec.name !== '_id_') {
      const index: UniqueIndex = {
        spec,
        filter: spec.partialFilterExpression ? new Query(spec.partialFilterExpression) : undefined,
        entries: new Map(),
      };
      for (const [id, doc] of this.docs) {
        for (const entry of this.entriesFor(index, doc)) {
          const holder = index.entries.get(entry.key);
          if (check && holder !== undefined && holder !== id)
            throw this.duplicate(spec.name, spec.key, entry.values);
          index.entries.set(entry.key, id);
        }
      }
      this.unique.push(index);
    }
    const fields = Object.keys(spec.key);
    // Only plain ascending/descending keys narrow queries; a sparse or partial index may miss documents.
    if (
      !spec.sparse &&
      !spec.partialFilterExpression &&
      fields.every((f) => spec.key[f] === 1 || spec.key[f] === -1)
    ) {
      const secondary = new SecondaryIndex(spec.name, fields[0]!, fields[1]);
      for (const [id, doc] of this.docs) secondary.add(doc, id);
      this.secondary.push(secondary);
    }
    this.indexes.push(spec);
  }

  dropIndex(name: string): void {
    const at = this.indexes.findIndex((spec) => spec.name === name);
    if (at > 0) this.indexes.splice(at, 1);
    const unique = this.unique.findIndex((index) => index.spec.name === name);
    if (unique >= 0) this.unique.splice(unique, 1);
    const secondary = this.secondary.findIndex((index) => index.name === name);
    if (secondary >= 0) this.secondary.splice(secondary, 1);
  }
}

const NO_VALUE = Symbol('no equality');

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

/** The value of `{ f: v }` or `{ f: { $eq: v } }` for a scalar `v` (arrays and sub-documents match differently). */
function equalityValue(condition: unknown): unknown {
  if (condition === undefined || Array.isArray(condition) || !isIndexable(condition)) return NO_VALUE;
  if (isPlainObject(condition)) {
    const keys = Object.keys(condition);
    if (
      keys.length === 1 &&
      keys[0] === '$eq' &&
      !isPlainObject(condition.$eq) &&
      !Array.isArray(condition.$eq)
    ) {
      return condition.$eq;
    }
    return NO_VALUE;
  }
  return condition ?? null;
}

/** Scalars that match by equality alone (a regular expression, for one, matches by pattern). */
function isIndexable(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (value instanceof Date) return true;
  if (isPlainObject(value)) return true; // an operator object, decided by the caller
  const bsonType = (value as { _bsontype?: string })._bsontype;
  return bsonType !== undefined && bsonType !== 'BSONRegExp';
}

/** `{ $gte, $lte, … }` on the second field, when that is all the condition says. */
function rangeOf(condition: unknown): RangeCondition | undefined {
  if (!isPlainObject(condition)) {
    const value = equalityValue(condition);
    return value === NO_VALUE || value === null ? undefined : { $eq: value };
  }
  const keys = Object.keys(condition);
  const allowed = ['$gt', '$gte', '$lt', '$lte'];
  if (keys.length === 0 || !keys.every((k) => allowed.includes(k) && isIndexable(condition[k])))
    return undefined;
  return condition as RangeCondition;
}
