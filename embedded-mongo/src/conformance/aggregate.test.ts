import { describe, expect, it } from 'vitest';
import { useCollection } from '../test-support/collection.js';

const ctx = useCollection();

describe('aggregate', () => {
  it('groups, sorts and projects', async () => {
    await ctx.collection.insertMany([
      { cat: 'food', amount: 10 },
      { cat: 'food', amount: 15 },
      { cat: 'rent', amount: 100 },
      { cat: 'fun', amount: 5 },
    ]);
    const totals = await ctx.collection
      .aggregate([
        { $match: { amount: { $gte: 5 } } },
        { $group: { _id: '$cat', total: { $sum: '$amount' }, count: { $sum: 1 } } },
        { $sort: { total: -1 } },
        { $project: { _id: 0, cat: '$_id', total: 1, count: 1 } },
      ])
      .toArray();
    expect(totals).toEqual([
      { cat: 'rent', total: 100, count: 1 },
      { cat: 'food', total: 25, count: 2 },
      { cat: 'fun', total: 5, count: 1 },
    ]);
  });

  it('joins another collection with $lookup and unwinds', async () => {
    const categories = ctx.target.db.collection(`${ctx.collection.collectionName}_cats`);
    await categories.insertMany([{ _id: 'c1' as never, name: 'מזון' }]);
    await ctx.collection.insertMany([{ categoryId: 'c1', amount: 3 }]);
    const joined = await ctx.collection
      .aggregate([
        {
          $lookup: {
            from: categories.collectionName,
            localField: 'categoryId',
            foreignField: '_id',
            as: 'category',
          },
        },
        { $unwind: '$category' },
        { $project: { _id: 0, amount: 1, name: '$category.name' } },
      ])
      .toArray();
    expect(joined).toEqual([{ amount: 3, name: 'מזון' }]);
  });

  it('leaves the joined collection untouched when later stages change what $lookup brought in', async () => {
    const categories = ctx.target.db.collection(`${ctx.collection.collectionName}_cats`);
    await categories.insertMany([{ _id: 'c1' as never, name: 'מזון', limits: { monthly: 5 } }]);
    await ctx.collection.insertMany([{ categoryId: 'c1', amount: 3 }]);
    const joined = await ctx.collection
      .aggregate([
        {
          $lookup: {
            from: categories.collectionName,
            localField: 'categoryId',
            foreignField: '_id',
            as: 'c',
          },
        },
        { $unwind: '$c' },
        { $set: { 'c.name': 'changed', 'c.limits.monthly': 9 } },
        { $unset: 'c._id' },
        { $project: { _id: 0, c: 1 } },
      ])
      .toArray();
    expect(joined).toEqual([{ c: { name: 'changed', limits: { monthly: 9 } } }]);
    const stored = { _id: 'c1', name: 'מזון', limits: { monthly: 5 } };
    // Whole, and through a projection (which reads the document rather than bytes kept from an earlier reply).
    expect(await categories.find({}).toArray()).toEqual([stored]);
    expect(await categories.find({}, { projection: { name: 1, limits: 1 } }).toArray()).toEqual([stored]);
  });

  it('returns big results through a cursor and leaves stored documents untouched', async () => {
    await ctx.collection.insertMany(Array.from({ length: 300 }, (_, i) => ({ i })));
    const all = await ctx.collection
      .aggregate([{ $addFields: { twice: { $multiply: ['$i', 2] } } }], { batchSize: 50 })
      .toArray();
    expect(all).toHaveLength(300);
    expect(all[299]).toMatchObject({ i: 299, twice: 598 });
    expect(await ctx.collection.findOne({ i: 1 }, { projection: { _id: 0 } })).toEqual({ i: 1 });
  });

  it("writes a final $out into its collection, keeping that collection's indexes, and refuses a repeated _id", async () => {
    const target = ctx.target.db.collection(`out_${Math.random().toString(36).slice(2, 8)}`);
    await target.insertMany([{ _id: 9 as never, old: true }]);
    await target.createIndex({ tag: 1 }, { name: 'by_tag' });
    await ctx.collection.insertMany([
      { _id: 1 as never, tag: 'a', n: 1 },
      { _id: 2 as never, tag: 'b', n: 2 },
      { _id: 3 as never, tag: 'a', n: 3 },
    ]);
    const returned = await ctx.collection
      .aggregate([{ $match: { tag: 'a' } }, { $project: { n: 1 } }, { $out: target.collectionName }])
      .toArray();
    expect(returned).toEqual([]);
    expect(await target.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, n: 1 },
      { _id: 3, n: 3 },
    ]);
    expect((await target.indexes()).map((index) => index.name).sort()).toEqual(['_id_', 'by_tag']);
    await expect(
      ctx.collection.aggregate([{ $project: { _id: '$tag' } }, { $out: target.collectionName }]).toArray(),
    ).rejects.toMatchObject({ code: 11000 });
    expect(await target.countDocuments()).toBe(2);
  });

  it('merges into a collection by _id: merging, replacing or keeping matches, inserting or discarding the rest', async () => {
    const target = ctx.target.db.collection(`merge_${Math.random().toString(36).slice(2, 8)}`);
    await target.insertMany([
      { _id: 1 as never, kept: 'old', n: 0 },
      { _id: 2 as never, kept: 'old', n: 0 },
    ]);
    await ctx.collection.insertMany([
      { _id: 1 as never, n: 1 },
      { _id: 3 as never, n: 3 },
    ]);
    const merged = await ctx.collection.aggregate([{ $merge: { into: target.collectionName } }]).toArray();
    expect(merged).toEqual([]);
    expect(await target.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, kept: 'old', n: 1 },
      { _id: 2, kept: 'old', n: 0 },
      { _id: 3, n: 3 },
    ]);
    await ctx.collection
      .aggregate([
        { $set: { n: 10 } },
        { $merge: { into: target.collectionName, whenMatched: 'replace', whenNotMatched: 'discard' } },
      ])
      .toArray();
    expect(await target.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, n: 10 },
      { _id: 2, kept: 'old', n: 0 },
      { _id: 3, n: 10 },
    ]);
    await expect(
      ctx.collection.aggregate([{ $merge: { into: target.collectionName, whenMatched: 'fail' } }]).toArray(),
    ).rejects.toMatchObject({ code: 11000 });
    expect(await target.countDocuments({ n: 10 })).toBe(2);
  });

  it('lists the sessions this client uses with a database-level $listLocalSessions', async () => {
    const session = ctx.target.client.startSession();
    try {
      await ctx.collection.insertOne({ n: 1 }, { session });
      const listed = await ctx.target.client
        .db('admin')
        .aggregate([{ $listLocalSessions: {} }, { $match: { '_id.id': session.id!.id } }])
        .toArray();
      expect(listed).toHaveLength(1);
      expect(listed[0]!.lastUse).toBeInstanceOf(Date);
    } finally {
      await session.endSession();
    }
  });
});
