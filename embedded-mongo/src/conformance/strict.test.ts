import { describe, expect, it } from 'vitest';
import { MongoServerError } from 'mongodb';
import { useCollection } from '../test-support/collection.js';

/**
 * What a single MongoDB 7.0 node refuses, or what embedded-mongo does not do, fails with MongoDB's error instead of
 * being ignored. (Against a real standalone the same requests fail the same way, except the collations, views and
 * validators MongoDB does: those tests only run against embedded-mongo.)
 */
const ctx = useCollection();

async function failure(work: Promise<unknown>): Promise<MongoServerError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}

const seed = () =>
  ctx.collection.insertMany([
    { _id: 1 as never, name: 'a', n: 1 },
    { _id: 2 as never, name: 'B', n: 2 },
  ]);

describe('refused, never ignored', () => {
  it('a collation ICU options in JavaScript cannot give exactly, and an index collation', async ({
    skip,
  }) => {
    skip(!ctx.target.embedded, 'a real MongoDB applies these collations: only embedded-mongo refuses them');
    await seed();
    const c = ctx.collection;
    for (const collation of [
      { locale: 'en', strength: 4 },
      { locale: 'en', strength: 1, alternate: 'shifted' },
      { locale: 'fr', backwards: true },
      { locale: 'en', strength: 2, caseLevel: true },
    ]) {
      expect((await failure(c.find({ name: 'b' }, { collation }).toArray())).code).toBe(115);
    }
    const collation = { locale: 'he', strength: 2 };
    expect((await failure(c.createIndex({ name: 1 }, { collation }))).code).toBe(115);
    expect((await failure(c.aggregate([{ $group: { _id: '$name' } }], { collation }).toArray())).code).toBe(
      115,
    );
    expect((await failure(c.updateOne({}, { $addToSet: { tags: 'x' } }, { collation }))).code).toBe(115);
    expect(await c.countDocuments({ x: 1 })).toBe(0);
  });

  it('a transaction: the write is refused (code 20, as a standalone does) and nothing is written', async () => {
    const session = ctx.target.client.startSession();
    try {
      session.startTransaction();
      // The server answers 20 "Transaction numbers are only allowed on a replica set member or mongos", which
      // the driver reports as it does for a real standalone.
      const error = await failure(ctx.collection.insertOne({ _id: 5 as never }, { session }));
      expect(error.message).toMatch(/does not support retryable writes/);
      await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
    const raw = await failure(
      ctx.target.db.command({
        insert: ctx.collection.collectionName,
        documents: [{ _id: 6 }],
        txnNumber: 1,
        startTransaction: true,
        autocommit: false,
      }),
    );
    expect(raw.code).toBe(20);
    expect(await ctx.collection.countDocuments({})).toBe(0);
  });

  it('a view or a validator on create', async ({ skip }) => {
    skip(
      !ctx.target.embedded,
      'a real MongoDB creates views and validators: only embedded-mongo refuses them',
    );
    await seed();
    const db = ctx.target.db;
    expect(
      (await failure(db.createCollection('v_view', { viewOn: ctx.collection.collectionName, pipeline: [] })))
        .code,
    ).toBe(115);
    expect((await failure(db.createCollection('v_valid', { validator: { n: { $type: 'int' } } }))).code).toBe(
      115,
    );
    expect((await db.listCollections({ name: { $in: ['v_view', 'v_valid'] } }).toArray()).length).toBe(0);
  });

  it('a write concern one node cannot meet (w: 2, a tag), while w: 1 and majority work', async () => {
    await seed();
    const error = await failure(ctx.collection.insertOne({ _id: 3 as never }, { writeConcern: { w: 2 } }));
    expect(error.code).toBe(2);
    expect(error.message).toBe("cannot use 'w' > 1 when a host is not replicated");
    expect(
      (await failure(ctx.collection.deleteOne({ _id: 1 as never }, { writeConcern: { w: 'dc1' as never } })))
        .code,
    ).toBe(2);
    await ctx.collection.insertOne({ _id: 4 as never }, { writeConcern: { w: 'majority' } });
    expect(await ctx.collection.countDocuments({})).toBe(3);
  });

  it('sort on updateOne/replaceOne (an 8.0 option) with 40415', async () => {
    await seed();
    const error = await failure(ctx.collection.updateOne({}, { $set: { x: 1 } }, { sort: { n: -1 } }));
    expect(error.code).toBe(40415);
    expect(await ctx.collection.countDocuments({ x: 1 })).toBe(0);
  });

  it('an unknown update operator, even when nothing matches', async () => {
    await seed();
    expect((await failure(ctx.collection.updateOne({ n: 99 }, { $bogus: { x: 1 } } as never))).code).toBe(9);
  });

  it('an unknown query operator, even on a missing collection', async () => {
    expect((await failure(ctx.collection.find({ n: { $bogus: 1 } }).toArray())).code).toBe(2);
  });
});

describe('let', () => {
  it('is evaluated in find, aggregate, update, delete and findAndModify', async () => {
    await seed();
    const c = ctx.collection;
    const matchN = { $expr: { $eq: ['$n', '$$target'] } };
    const letTwo = { target: { $add: [1, 1] } };
    expect(await c.find(matchN, { let: letTwo }).toArray()).toEqual([{ _id: 2, name: 'B', n: 2 }]);
    expect(
      await c.aggregate([{ $match: matchN }, { $project: { t: '$$target' } }], { let: letTwo }).toArray(),
    ).toEqual([{ _id: 2, t: 2 }]);
    await c.updateOne(matchN, [{ $set: { seen: '$$target' } }], { let: letTwo });
    expect(await c.findOne({ seen: 2 })).toMatchObject({ _id: 2 });
    const found = await c.findOneAndUpdate(
      matchN,
      { $set: { touched: true } },
      { let: letTwo, returnDocument: 'after' },
    );
    expect(found).toMatchObject({ _id: 2, touched: true });
    expect((await c.deleteMany(matchN, { let: letTwo })).deletedCount).toBe(1);
    expect(await c.countDocuments({})).toBe(1);
  });
});
