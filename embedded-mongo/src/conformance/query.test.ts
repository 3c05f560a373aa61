import { describe, expect, it } from 'vitest';
import { MongoServerError } from 'mongodb';
import { useCollection } from '../test-support/collection.js';

const ctx = useCollection();

const seed = () =>
  ctx.collection.insertMany(
    Array.from({ length: 30 }, (_, i) => ({
      _id: i as never,
      n: i,
      parity: i % 2 === 0 ? 'even' : 'odd',
      tags: i % 3 === 0 ? ['fizz'] : [],
      nested: { level: i % 5 },
    })),
  );

describe('find', () => {
  it('filters with comparison, logical, array and nested operators', async () => {
    await seed();
    const ids = async (filter: object) =>
      (await ctx.collection.find(filter).toArray()).map((d) => d._id as unknown as number);
    expect(await ids({ n: { $gte: 27 } })).toEqual([27, 28, 29]);
    expect(await ids({ $or: [{ n: 1 }, { n: 2 }] })).toEqual([1, 2]);
    expect(await ids({ n: { $in: [3, 4, 99] }, parity: 'odd' })).toEqual([3]);
    expect(await ids({ tags: 'fizz', n: { $lt: 7 } })).toEqual([0, 3, 6]);
    expect(await ids({ 'nested.level': 4, n: { $lt: 10 } })).toEqual([4, 9]);
    expect(await ids({ tags: { $size: 0 }, n: { $lt: 3 } })).toEqual([1, 2]);
    expect(await ids({ missing: { $exists: true } })).toEqual([]);
    expect(await ids({ parity: { $regex: '^ev' }, n: { $lt: 5 } })).toEqual([0, 2, 4]);
  });

  it('sorts, skips, limits and projects', async () => {
    await seed();
    const page = await ctx.collection
      .find({ parity: 'even' }, { projection: { _id: 0, n: 1 } })
      .sort({ n: -1 })
      .skip(2)
      .limit(3)
      .toArray();
    expect(page).toEqual([{ n: 24 }, { n: 22 }, { n: 20 }]);
    const excluded = await ctx.collection.findOne({ n: 5 }, { projection: { tags: 0, nested: 0 } });
    expect(excluded).toEqual({ _id: 5, n: 5, parity: 'odd' });
    const multi = await ctx.collection
      .find({ n: { $lt: 4 } })
      .sort({ parity: 1, n: -1 })
      .project({ _id: 1 })
      .toArray();
    expect(multi.map((d) => d._id)).toEqual([2, 0, 3, 1]);
  });

  it('hands out large results in batches through getMore', async () => {
    await ctx.collection.insertMany(Array.from({ length: 450 }, (_, i) => ({ i })));
    const cursor = ctx.collection.find({}, { batchSize: 100 }).sort({ i: 1 });
    let count = 0;
    for await (const doc of cursor) expect(doc.i).toBe(count++);
    expect(count).toBe(450);
  });

  it('closes a cursor early with killCursors and a later getMore fails', async () => {
    await ctx.collection.insertMany(Array.from({ length: 20 }, (_, i) => ({ i })));
    const cursor = ctx.collection.find({}, { batchSize: 5 });
    await cursor.next();
    const id = cursor.id!;
    await cursor.close();
    const error = await ctx.target.db
      .command({ getMore: id, collection: ctx.collection.collectionName })
      .catch((e: unknown) => e);
    expect((error as MongoServerError).code).toBe(43);
  });

  it('reads nothing from a collection that does not exist', async () => {
    expect(await ctx.target.db.collection('nope').find({}).toArray()).toEqual([]);
  });

  it('rejects an unknown query operator with code 2', async () => {
    await seed();
    const error = await ctx.collection
      .find({ n: { $nonsense: 1 } })
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect((error as MongoServerError).code).toBe(2);
  });
});

describe('count and distinct', () => {
  it('counts with a filter, skip and limit, and estimates the whole collection', async () => {
    await seed();
    expect(await ctx.collection.countDocuments({ parity: 'odd' })).toBe(15);
    expect(await ctx.collection.countDocuments({}, { skip: 25 })).toBe(5);
    expect(await ctx.collection.countDocuments({}, { limit: 4 })).toBe(4);
    expect(await ctx.collection.estimatedDocumentCount()).toBe(30);
  });

  it('lists distinct values, unwinding arrays', async () => {
    await ctx.collection.insertMany([{ t: ['a', 'b'] }, { t: 'b' }, { t: 'c' }, { x: 1 }]);
    expect((await ctx.collection.distinct('t')).sort()).toEqual(['a', 'b', 'c']);
    expect(await ctx.collection.distinct('t', { t: 'c' })).toEqual(['c']);
  });
});
