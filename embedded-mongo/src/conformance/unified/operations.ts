import { MongoClient, type Collection, type Db, type Document } from 'mongodb';
import type { Entities, Operation, Server } from './runner.js';

/** The unified format's operations, each as the official driver's call that does it. */

function versionParts(version: string): number[] {
  return version.split('.').map((part) => Number(part));
}

export function compareVersions(a: string, b: string): number {
  const [pa, pb] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

const RETURN_DOCUMENT: Record<string, 'before' | 'after'> = { Before: 'before', After: 'after' };

function options(args: Document, ...taken: string[]): Document {
  const rest: Document = {};
  for (const [key, value] of Object.entries(args)) {
    if (taken.includes(key) || key === 'session') continue;
    // Options the driver reads itself (batchSize, limit, …) must be plain numbers, not Int32 wrappers.
    const type = (value as { _bsontype?: string } | null)?._bsontype;
    rest[key] =
      key === 'returnDocument'
        ? RETURN_DOCUMENT[value as string]
        : type === 'Int32' || type === 'Double'
          ? Number(value)
          : value;
  }
  return rest;
}

function insertedIds(ids: Record<number, unknown>): Document {
  return Object.fromEntries(Object.entries(ids));
}

async function runCollectionOperation(
  collection: Collection,
  name: string,
  args: Document,
  server: Server,
): Promise<unknown> {
  switch (name) {
    case 'find':
      return collection.find(args.filter, options(args, 'filter')).toArray();
    case 'findOne':
      return collection.findOne(args.filter, options(args, 'filter'));
    case 'aggregate':
      return collection.aggregate(args.pipeline, options(args, 'pipeline')).toArray();
    case 'countDocuments':
      return collection.countDocuments(args.filter, options(args, 'filter'));
    case 'count': {
      // The deprecated `count` helper, as the command it sends; like the drivers, `rawData` only to 8.2 and later.
      const { rawData, ...rest } = options(args, 'filter');
      const reply = await collection.db.command({
        count: collection.collectionName,
        query: args.filter ?? {},
        ...rest,
        ...(rawData !== undefined && compareVersions(server.version, '8.2.0') >= 0 ? { rawData } : {}),
      });
      return reply.n as number;
    }
    case 'estimatedDocumentCount':
      return collection.estimatedDocumentCount(options(args));
    case 'distinct':
      return collection.distinct(args.fieldName, args.filter, options(args, 'fieldName', 'filter'));
    case 'insertOne': {
      const result = await collection.insertOne(args.document, options(args, 'document'));
      return { insertedId: result.insertedId };
    }
    case 'insertMany': {
      const result = await collection.insertMany(args.documents, options(args, 'documents'));
      return { insertedIds: insertedIds(result.insertedIds), insertedCount: result.insertedCount };
    }
    case 'updateOne':
    case 'updateMany':
    case 'replaceOne': {
      const second = name === 'replaceOne' ? args.replacement : args.update;
      const result = await collection[name](
        args.filter,
        second,
        options(args, 'filter', 'update', 'replacement'),
      );
      return {
        matchedCount: result.matchedCount,
        modifiedCount: result.modifiedCount,
        upsertedCount: result.upsertedCount,
        upsertedId: result.upsertedId ?? undefined,
      };
    }
    case 'deleteOne':
    case 'deleteMany': {
      const result = await collection[name](args.filter, options(args, 'filter'));
      return { deletedCount: result.deletedCount };
    }
    case 'findOneAndUpdate':
      return collection.findOneAndUpdate(args.filter, args.update, options(args, 'filter', 'update'));
    case 'findOneAndReplace':
      return collection.findOneAndReplace(
        args.filter,
        args.replacement,
        options(args, 'filter', 'replacement'),
      );
    case 'findOneAndDelete':
      return collection.findOneAndDelete(args.filter, options(args, 'filter'));
    case 'bulkWrite': {
      // The driver adds up each reply's counts only when they are JavaScript numbers.
      const result = await collection.bulkWrite(args.requests, {
        ...options(args, 'requests'),
        promoteValues: true,
      });
      return {
        deletedCount: result.deletedCount,
        insertedCount: result.insertedCount,
        insertedIds: insertedIds(result.insertedIds),
        matchedCount: result.matchedCount,
        modifiedCount: result.modifiedCount,
        upsertedCount: result.upsertedCount,
        upsertedIds: insertedIds(result.upsertedIds),
      };
    }
    case 'createIndex':
      return collection.createIndex(args.keys, options(args, 'keys'));
    case 'drop':
      return collection.drop(options(args));
    default:
      throw new Error(`collection operation ${name} is not supported by this runner`);
  }
}

async function runDatabaseOperation(db: Db, name: string, args: Document): Promise<unknown> {
  switch (name) {
    case 'runCommand':
      return db.command(args.command, options(args, 'command', 'commandName'));
    case 'createCollection':
      return db.createCollection(args.collection, options(args, 'collection')).then(() => undefined);
    case 'dropCollection':
      return db.dropCollection(args.collection, options(args, 'collection'));
    case 'aggregate':
      return db.aggregate(args.pipeline, options(args, 'pipeline')).toArray();
    case 'modifyCollection':
      return db.command({ collMod: args.collection, ...options(args, 'collection') });
    default:
      throw new Error(`database operation ${name} is not supported by this runner`);
  }
}

/** `clientBulkWrite` through the driver's `MongoClient.bulkWrite` (its models named by a `name` field). */
function runClientOperation(client: MongoClient, name: string, args: Document): Promise<unknown> {
  if (name !== 'clientBulkWrite') throw new Error(`client operation ${name} is not supported by this runner`);
  const models = (args.models as Document[]).map((model) => {
    const [kind, spec] = Object.entries(model)[0] as [string, Document];
    return { name: kind, ...spec };
  });
  return client.bulkWrite(models as never, options(args, 'models'));
}

export async function runOperation(
  entities: Entities,
  operation: Operation,
  server: Server,
): Promise<unknown> {
  const args = operation.arguments ?? {};
  const collection = entities.collections.get(operation.object);
  if (collection) return runCollectionOperation(collection, operation.name, args, server);
  const client = entities.clients.get(operation.object);
  if (client) return runClientOperation(client.client, operation.name, args);
  const db = entities.databases.get(operation.object);
  if (db) return runDatabaseOperation(db, operation.name, args);
  throw new Error(`operations on ${operation.object} (${operation.name}) are not supported by this runner`);
}
