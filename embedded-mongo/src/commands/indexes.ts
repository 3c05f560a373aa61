import type { Document } from 'bson';
import { isDeepStrictEqual } from 'node:util';
import type { Collection, IndexSpec } from '../engine/collection.js';
import { writing, type CommandHandler } from './context.js';
import { CommandError } from './errors.js';

const OPTIONS = ['unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds', 'collation', 'hidden'];

function defaultName(key: Document): string {
  return Object.entries(key)
    .map(([field, direction]) => `${field}_${String(direction)}`)
    .join('_');
}

function toSpec(index: Document): IndexSpec {
  const key = index.key as Document | undefined;
  if (!key || typeof key !== 'object' || Object.keys(key).length === 0) {
    throw new CommandError('BadValue', "Index specification must have a non-empty 'key' document");
  }
  const spec: IndexSpec = { v: 2, key, name: typeof index.name === 'string' ? index.name : defaultName(key) };
  for (const option of OPTIONS) if (index[option] !== undefined) spec[option] = index[option];
  if (spec.unique === false) delete spec.unique;
  return spec;
}

function options(spec: IndexSpec): Document {
  return Object.fromEntries(OPTIONS.filter((o) => spec[o] !== undefined).map((o) => [o, spec[o]]));
}

/** Whether `spec` is already there; an index that clashes by name or by key with other options is an error. */
function alreadyExists(collection: Collection, spec: IndexSpec): boolean {
  for (const existing of collection.indexes) {
    const sameKey = isDeepStrictEqual(existing.key, spec.key);
    const sameOptions = isDeepStrictEqual(options(existing), options(spec));
    if (existing.name === spec.name) {
      if (sameKey && sameOptions) return true;
      const code = sameKey ? 'IndexOptionsConflict' : 'IndexKeySpecsConflict';
      throw new CommandError(
        code,
        `An existing index has the same name as the requested index: ${spec.name}`,
      );
    }
    if (sameKey && sameOptions) {
      throw new CommandError(
        'IndexOptionsConflict',
        `Index already exists with a different name: ${existing.name}`,
      );
    }
  }
  return false;
}

const createIndexes: CommandHandler = (command, context) => {
  const { catalog, db } = context;
  if (!Array.isArray(command.indexes) || command.indexes.length === 0) {
    throw new CommandError('BadValue', 'Must specify at least one index to create');
  }
  const created = !catalog.get(db, command.createIndexes);
  return writing(context, (batch) => {
    const collection = batch.collection(db, command.createIndexes);
    const before = collection.indexes.length;
    for (const index of command.indexes as Document[]) {
      const spec = toSpec(index);
      if (!alreadyExists(collection, spec)) batch.createIndex(collection, spec);
    }
    return {
      createdCollectionAutomatically: created,
      numIndexesBefore: before,
      numIndexesAfter: collection.indexes.length,
      ...(before === collection.indexes.length ? { note: 'all indexes already exist' } : {}),
      ok: 1,
    };
  });
};

const listIndexes: CommandHandler = (command, { catalog, cursors, db }) => {
  const collection = catalog.get(db, command.listIndexes);
  if (!collection)
    throw new CommandError('NamespaceNotFound', `ns does not exist: ${db}.${command.listIndexes}`);
  return {
    cursor: cursors.first(`${db}.${collection.name}`, collection.indexes, command.cursor?.batchSize),
    ok: 1,
  };
};

function namesToDrop(collection: Collection, index: unknown): string[] {
  if (index === '*') return collection.indexes.slice(1).map((spec) => spec.name);
  const wanted = Array.isArray(index) ? index : [index];
  return wanted.map((entry) => {
    const found = collection.indexes.find((spec) =>
      typeof entry === 'string' ? spec.name === entry : isDeepStrictEqual(spec.key, entry),
    );
    if (!found)
      throw new CommandError('IndexNotFound', `index not found with name [${JSON.stringify(entry)}]`);
    if (found.name === '_id_') throw new CommandError('InvalidOptions', 'cannot drop _id index');
    return found.name;
  });
}

const dropIndexes: CommandHandler = async (command, context) => {
  const { catalog, db } = context;
  const collection = catalog.get(db, command.dropIndexes);
  if (!collection) throw new CommandError('NamespaceNotFound', `ns not found ${db}.${command.dropIndexes}`);
  const before = collection.indexes.length;
  const names = namesToDrop(collection, command.index);
  await writing(context, (batch) => names.forEach((name) => batch.dropIndex(collection, name)));
  return { nIndexesWas: before, ok: 1 };
};

export const indexCommands: Record<string, CommandHandler> = { createIndexes, listIndexes, dropIndexes };
