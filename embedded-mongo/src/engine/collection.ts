import { EJSON, type Document } from 'bson';
import { Query } from './typed/context.js';
import { CommandError } from '../commands/errors.js';
import { indexEntries, lacksAllFields, valueKey } from './keys.js';
import { plain } from './numbers.js';
import { equalityValue, NO_VALUE, rangeOf } from './narrowing.js';
import { hasOrderedBounds, rangeTest, SecondaryIndex, type RangeCondition } from './secondary-index.js';
import type { StoredDocument } from './stored.js';

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
  /** The same documents as `docs`, as reads use them (natural order position, reusable BSON). */
  readonly stored = new Map<string, StoredDocument>();
  private nextSeq = 0;
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
    if (index.filter && !index.filter.test(plain(doc))) return [];
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
    const old = this.stored.get(id);
    if (old) this.unindex(old, id);
    const stored: StoredDocument = { doc, seq: old ? old.seq : this.nextSeq++, live: true };
    this.docs.set(id, doc);
    this.stored.set(id, stored);
    for (const index of this.secondary) index.add(stored);
    for (const index of this.unique) {
      for (const entry of this.entriesFor(index, doc)) index.entries.set(entry.key, id);
    }
  }

  remove(id: unknown): void {
    const key = valueKey(id);
    const old = this.stored.get(key);
    if (!old) return;
    this.unindex(old, key);
    this.docs.delete(key);
    this.stored.delete(key);
  }

  private unindex(old: StoredDocument, id: string): void {
    old.live = false;
    for (const index of this.secondary) index.remove(old);
    for (const index of this.unique) {
      for (const entry of this.entriesFor(index, old.doc)) {
        if (index.entries.get(entry.key) === id) index.entries.delete(entry.key);
      }
    }
  }

  /**
   * Documents that may match `filter`, narrowed by an index when the filter has an equality on an index's first
   * field (and maybe a range on its second); `undefined` means scan everything. Unless `covered` (the index holds
   * the whole filter and the check was exact), callers still test each one. They come in index order, not natural
   * order.
   */
  candidates(filter: Record<string, unknown>): { found: StoredDocument[]; covered: boolean } | undefined {
    let best: { index: SecondaryIndex; range?: RangeCondition } | undefined;
    for (const index of this.secondary) {
      const lead = equalityValue(filter[index.leading]);
      if (lead === NO_VALUE) continue;
      const range = index.second ? rangeOf(filter[index.second]) : undefined;
      if (!best || (range && !best.range)) best = { index, range };
    }
    if (!best) return undefined;
    const { index, range } = best;
    const lead = equalityValue(filter[index.leading]);
    const view = index.candidates(lead, range);
    // When the index holds the whole filter (`{ lead: "x", second: { $gte, $lte } }` on plain values), a cheap
    // exact check replaces the general matcher; that is the API's month query.
    const fields = Object.keys(filter);
    const covered =
      (typeof lead === 'string' || typeof lead === 'number') &&
      index.sliceable &&
      !index.leading.includes('.') &&
      !(index.second ?? '').includes('.') &&
      fields.every((f) => f === index.leading || (f === index.second && range !== undefined)) &&
      (range === undefined || (fields.length === 2 && hasOrderedBounds(range)));
    return { found: covered ? coveredMatches(view, index, range) : live(view, index), covered };
  }

  /**
   * The entries of an index in `field`'s order over the documents holding `filter`'s equality on its first field
   * (a string or number), sliced by `filter`'s range on `field` when it has one: what a find sorted by `field`
   * walks in order. Only an index whose entries are one per document (no arrays at either field, no NaN) qualifies;
   * entries of records no longer live stay among them.
   */
  inFieldOrder(filter: Record<string, unknown>, field: string): EntryView | undefined {
    for (const index of this.secondary) {
      if (index.second !== field || index.multikey || !index.sliceable) continue;
      const lead = equalityValue(filter[index.leading]);
      if (typeof lead !== 'string' && typeof lead !== 'number') continue;
      // An empty range still asks for the entries sorted.
      return index.candidates(lead, rangeOf(filter[field]) ?? {});
    }
    return undefined;
  }

  /** Adds an index; a unique one is built now and fails (changing nothing) if existing documents collide. */
  addIndex(spec: IndexSpec, check: boolean): void {
    if (spec.unique && spec.name !== '_id_') {
      const index: UniqueIndex = {
        spec,
        filter: spec.partialFilterExpression ? new Query(plain(spec.partialFilterExpression)) : undefined,
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
      for (const stored of this.stored.values()) secondary.add(stored);
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

export type EntryView = ReturnType<SecondaryIndex['candidates']>;

/** The live records behind the entries, each once. */
function live({ entries, start, end }: EntryView, index: SecondaryIndex): StoredDocument[] {
  const found: StoredDocument[] = [];
  for (let i = start; i < end; i++) {
    const { stored } = entries[i]!;
    if (stored.live) found.push(stored);
  }
  return index.multikey ? [...new Set(found)] : found;
}

/**
 * The exact answer to `{ leading: lead, second: range }` from an index whose second field never holds an array.
 * A live entry is exact: it sits in `lead`'s bucket because its document holds `lead` (or an array containing it),
 * and its value is the document's value at the second field, so no document needs reading.
 */
function coveredMatches(
  { entries, start, end, exact, allLive }: EntryView,
  index: SecondaryIndex,
  range: RangeCondition | undefined,
): StoredDocument[] {
  const found: StoredDocument[] = new Array(end - start);
  let count = 0;
  if (exact && allLive) {
    // The month query's usual case: every entry in the slice is an answer, and no record needs reading.
    for (let i = start; i < end; i++) found[count++] = entries[i]!.stored;
  } else {
    const within = range === undefined || exact ? undefined : rangeTest(range);
    for (let i = start; i < end; i++) {
      const { stored, value } = entries[i]!;
      if (stored.live && (within === undefined || within(value))) found[count++] = stored;
    }
  }
  found.length = count;
  // An array at the leading field holding `lead` twice gives two entries for one document.
  return index.multikey ? [...new Set(found)] : found;
}
