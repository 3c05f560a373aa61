import { EJSON, type Document } from 'bson';
import { Query } from 'mingo';
import { CommandError } from '../commands/errors.js';
import { indexEntries, lacksAllFields, valueKey } from './keys.js';

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
  readonly indexes: IndexSpec[] = [ID_INDEX];
  private readonly unique: UniqueIndex[] = [];

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
    this.docs.set(id, doc);
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
  }

  private unindex(doc: Document, id: string): void {
    for (const index of this.unique) {
      for (const entry of this.entriesFor(index, doc)) {
        if (index.entries.get(entry.key) === id) index.entries.delete(entry.key);
      }
    }
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
    this.indexes.push(spec);
  }

  dropIndex(name: string): void {
    const at = this.indexes.findIndex((spec) => spec.name === name);
    if (at > 0) this.indexes.splice(at, 1);
    const unique = this.unique.findIndex((index) => index.spec.name === name);
    if (unique >= 0) this.unique.splice(unique, 1);
  }
}
