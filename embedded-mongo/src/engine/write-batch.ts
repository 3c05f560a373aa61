import type { Document } from 'bson';
import { CommandError } from '../commands/errors.js';
import type { Catalog, Op } from './catalog.js';
import type { Collection } from './collection.js';
import { valueKey } from './keys.js';

const invalidName = /[\0$]/;

export function assertCollectionName(db: string, name: unknown): asserts name is string {
  if (typeof name !== 'string' || name.length === 0 || invalidName.test(name) || name.startsWith('system.')) {
    throw new CommandError('InvalidNamespace', `Invalid namespace specified '${db}.${String(name)}'`);
  }
  if (!db || /[/\\. "$\0]/.test(db))
    throw new CommandError('InvalidNamespace', `Invalid database name: '${db}'`);
}

/**
 * The changes one command makes: each is checked, applied to the catalog at once (so the next document in the
 * same command sees it) and kept, to be journalled as one record before the command is acknowledged.
 */
export class WriteBatch {
  readonly ops: Op[] = [];

  /** `undoLog` receives, in order of application, what takes each change back should its journal write fail. */
  constructor(
    private readonly catalog: Catalog,
    private readonly undoLog: UndoLog,
  ) {}

  private apply(op: Op): void {
    const undo = this.catalog.undoFor(op);
    this.catalog.apply(op);
    this.undoLog.record(this, undo);
    this.ops.push(op);
  }

  /** The collection, created (and journalled) on first use as MongoDB does on first write. */
  collection(db: string, name: unknown): Collection {
    assertCollectionName(db, name);
    const existing = this.catalog.get(db, name);
    if (existing) return existing;
    this.apply({ t: 'cc', db, c: name });
    return this.catalog.get(db, name)!;
  }

  insert(collection: Collection, doc: Document): void {
    collection.assertUnique(doc);
    this.apply({ t: 'put', db: collection.db, c: collection.name, d: doc });
  }

  replace(collection: Collection, doc: Document): void {
    collection.assertUnique(doc, valueKey(doc._id));
    this.apply({ t: 'put', db: collection.db, c: collection.name, d: doc });
  }

  remove(collection: Collection, id: unknown): void {
    this.apply({ t: 'del', db: collection.db, c: collection.name, id });
  }

  dropCollection(db: string, name: string): void {
    this.apply({ t: 'dc', db, c: name });
  }

  dropDatabase(db: string): void {
    this.apply({ t: 'dd', db });
  }

  createIndex(collection: Collection, spec: Collection['indexes'][number]): void {
    // Built with checks first, so a unique index over colliding documents fails before anything is journalled.
    collection.addIndex(spec, true);
    this.undoLog.record(this, () => collection.dropIndex(spec.name));
    this.ops.push({ t: 'ci', db: collection.db, c: collection.name, spec });
  }

  dropIndex(collection: Collection, name: string): void {
    this.apply({ t: 'di', db: collection.db, c: collection.name, name });
  }
}

/**
 * The in-memory changes not yet on disk, across all commands, in the order they were applied. A command's entries
 * leave once its journal record is synced; if a journal write fails, every entry still here is undone, newest
 * first — later commands may have built on the failed one, and the journal refuses them all anyway.
 */
export class UndoLog {
  private entries: { batch: WriteBatch; undo: () => void }[] = [];

  record(batch: WriteBatch, undo: () => void): void {
    this.entries.push({ batch, undo });
  }

  confirm(batch: WriteBatch): void {
    this.entries = this.entries.filter((entry) => entry.batch !== batch);
  }

  rollBackAll(): void {
    const entries = this.entries.reverse();
    this.entries = [];
    for (const { undo } of entries) undo();
  }
}
