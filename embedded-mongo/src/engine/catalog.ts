import type { Document } from 'bson';
import { Collection, type IndexSpec } from './collection.js';
import { valueKey } from './keys.js';

/** A logical change, as journalled. Replaying any suffix of the history again lands on the same state. */
export type Op =
  | { t: 'cc'; db: string; c: string }
  | { t: 'dc'; db: string; c: string }
  | { t: 'dd'; db: string }
  | { t: 'put'; db: string; c: string; d: Document }
  | { t: 'del'; db: string; c: string; id: unknown }
  | { t: 'ci'; db: string; c: string; spec: IndexSpec }
  | { t: 'di'; db: string; c: string; name: string };

/** Every database and collection held in memory. */
export class Catalog {
  readonly dbs = new Map<string, Map<string, Collection>>();

  get(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  private ensure(db: string, name: string): Collection {
    let collections = this.dbs.get(db);
    if (!collections) this.dbs.set(db, (collections = new Map()));
    let collection = collections.get(name);
    if (!collection) collections.set(name, (collection = new Collection(db, name)));
    return collection;
  }

  /** Applies `op` without validation (callers validate first; the journal is trusted on replay). */
  apply(op: Op): void {
    switch (op.t) {
      case 'cc':
        this.ensure(op.db, op.c);
        break;
      case 'dc':
        this.dbs.get(op.db)?.delete(op.c);
        if (this.dbs.get(op.db)?.size === 0) this.dbs.delete(op.db);
        break;
      case 'dd':
        this.dbs.delete(op.db);
        break;
      case 'put':
        this.ensure(op.db, op.c).put(op.d);
        break;
      case 'del':
        this.get(op.db, op.c)?.remove(op.id);
        break;
      case 'ci': {
        const collection = this.ensure(op.db, op.c);
        if (!collection.indexes.some((spec) => spec.name === op.spec.name))
          collection.addIndex(op.spec, false);
        break;
      }
      case 'di':
        this.get(op.db, op.c)?.dropIndex(op.name);
        break;
    }
  }

  /**
   * What takes `op` back, captured before it is applied: run in reverse order of application, these return the
   * catalog to its state before a command whose journal write failed. (A restored document goes to the end of
   * natural order, which MongoDB does not promise anyway.)
   */
  undoFor(op: Op): () => void {
    switch (op.t) {
      case 'cc':
        if (this.get(op.db, op.c)) return () => undefined;
        return () => this.apply({ t: 'dc', db: op.db, c: op.c });
      case 'dc': {
        const dropped = this.get(op.db, op.c);
        return () => dropped && this.restoreCollection(dropped);
      }
      case 'dd': {
        const dropped = this.collections(op.db);
        return () => dropped.forEach((collection) => this.restoreCollection(collection));
      }
      case 'put':
      case 'del': {
        const id = op.t === 'put' ? op.d._id : op.id;
        const before = this.get(op.db, op.c)?.docs.get(valueKey(id));
        return () => {
          const collection = this.get(op.db, op.c);
          if (before) collection?.put(before);
          else collection?.remove(id);
        };
      }
      case 'ci':
        return () => this.get(op.db, op.c)?.dropIndex(op.spec.name);
      case 'di': {
        const spec = this.get(op.db, op.c)?.indexes.find((index) => index.name === op.name);
        return () => spec && this.get(op.db, op.c)?.addIndex(spec, false);
      }
    }
  }

  private restoreCollection(collection: Collection): void {
    let collections = this.dbs.get(collection.db);
    if (!collections) this.dbs.set(collection.db, (collections = new Map()));
    collections.set(collection.name, collection);
  }

  /** The whole state as batches of ops, for a snapshot. */
  *snapshot(batchBytes = 4_000_000): Generator<Op[]> {
    for (const [db, collections] of this.dbs) {
      for (const [c, collection] of collections) {
        const head: Op[] = [{ t: 'cc', db, c }];
        for (const spec of collection.indexes.slice(1)) head.push({ t: 'ci', db, c, spec });
        yield head;
        let batch: Op[] = [];
        let bytes = 0;
        for (const d of collection.docs.values()) {
          batch.push({ t: 'put', db, c, d });
          bytes += 64 + Object.keys(d).length * 32; // a cheap estimate; records may exceed it, which is fine
          if (bytes >= batchBytes || batch.length >= 5000) {
            yield batch;
            batch = [];
            bytes = 0;
          }
        }
        if (batch.length > 0) yield batch;
      }
    }
  }
}
