import { describe, expect, it } from 'vitest';
import { MongoClient, MongoServerError } from 'mongodb';
import { useCollection } from '../test-support/collection.js';

const ctx = useCollection();

async function failure(promise: Promise<unknown>): Promise<MongoServerError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}

describe('indexes', () => {
  it('creates, lists (with _id_) and drops indexes; creating the same one again is a no-op', async () => {
    await ctx.collection.createIndex({ userId: 1, date: -1 }, { name: 'by_user_date' });
    await ctx.collection.createIndex({ email: 1 }, { unique: true });
    expect(await ctx.collection.createIndex({ email: 1 }, { unique: true })).toBe('email_1');
    const names = (await ctx.collection.listIndexes().toArray()).map((i) => i.name);
    expect(names).toEqual(['_id_', 'by_user_date', 'email_1']);
    expect((await ctx.collection.indexes()).find((i) => i.name === 'email_1')).toMatchObject({
      unique: true,
    });
    await ctx.collection.dropIndex('by_user_date');
    expect((await ctx.collection.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'email_1']);
    expect((await failure(ctx.collection.dropIndex('nope'))).code).toBe(27);
  });

  it('refuses an index whose name is taken by a different key', async () => {
    await ctx.collection.createIndex({ a: 1 }, { name: 'x' });
    expect((await failure(ctx.collection.createIndex({ b: 1 }, { name: 'x' }))).code).toBe(86);
  });

  it('enforces a unique index on insert and update with keyPattern and keyValue', async () => {
    await ctx.collection.createIndex({ email: 1 }, { unique: true });
    await ctx.collection.insertMany([{ email: 'a@x' }, { email: 'b@x' }]);
    const onInsert = await failure(ctx.collection.insertOne({ email: 'a@x' }));
    expect(onInsert.code).toBe(11000);
    expect(onInsert.keyPattern).toEqual({ email: 1 });
    expect(onInsert.keyValue).toEqual({ email: 'a@x' });
    const onUpdate = await failure(ctx.collection.updateOne({ email: 'b@x' }, { $set: { email: 'a@x' } }));
    expect(onUpdate.code).toBe(11000);
    expect(await ctx.collection.countDocuments({ email: 'b@x' })).toBe(1);
    // Updating a document to its own key is not a conflict.
    await ctx.collection.updateOne({ email: 'b@x' }, { $set: { email: 'b@x', n: 1 } });
  });

  it('enforces a compound unique index on the combination only', async () => {
    await ctx.collection.createIndex({ userId: 1, id: 1 }, { unique: true });
    await ctx.collection.insertMany([
      { userId: 'u1', id: 'r1' },
      { userId: 'u2', id: 'r1' },
      { userId: 'u1', id: 'r2' },
    ]);
    const error = await failure(ctx.collection.insertOne({ userId: 'u1', id: 'r1' }));
    expect(error.keyPattern).toEqual({ userId: 1, id: 1 });
    expect(error.keyValue).toEqual({ userId: 'u1', id: 'r1' });
  });

  it('treats a missing field as null unless the index is sparse or partial', async () => {
    await ctx.collection.createIndex({ a: 1 }, { unique: true });
    await ctx.collection.insertOne({ other: 1 });
    expect((await failure(ctx.collection.insertOne({ other: 2 }))).code).toBe(11000);
    await ctx.collection.createIndex({ s: 1 }, { unique: true, sparse: true });
    await ctx.collection.createIndex(
      { p: 1 },
      { unique: true, partialFilterExpression: { p: { $type: 'string' } } },
    );
    await ctx.collection.insertOne({ a: 1 });
    await ctx.collection.insertOne({ a: 2 });
    expect(
      (
        await failure(
          ctx.collection.insertMany([
            { a: 3, s: 'x' },
            { a: 4, s: 'x' },
          ]),
        )
      ).code,
    ).toBe(11000);
    await ctx.collection.insertMany([{ a: 5, p: 'y' }, { a: 6 }]);
    expect((await failure(ctx.collection.insertOne({ a: 7, p: 'y' }))).code).toBe(11000);
  });

  it('fails to build a unique index over existing duplicates and leaves no index behind', async () => {
    await ctx.collection.insertMany([{ k: 1 }, { k: 1 }]);
    expect((await failure(ctx.collection.createIndex({ k: 1 }, { unique: true }))).code).toBe(11000);
    expect((await ctx.collection.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('lets exactly one of many concurrent clients insert the same unique key', async () => {
    await ctx.collection.createIndex({ k: 1 }, { unique: true });
    const uri = ctx.target.client.options.hosts.map((h) => `mongodb://${h.toString()}/`)[0]!;
    const clients = await Promise.all(Array.from({ length: 8 }, () => new MongoClient(uri).connect()));
    try {
      const results = await Promise.allSettled(
        clients.map((client) =>
          client
            .db(ctx.target.db.databaseName)
            .collection(ctx.collection.collectionName)
            .insertOne({ k: 'same' }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await ctx.collection.countDocuments({ k: 'same' })).toBe(1);
    } finally {
      await Promise.all(clients.map((client) => client.close()));
    }
  });
});
