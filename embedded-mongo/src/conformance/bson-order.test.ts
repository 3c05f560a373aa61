import { describe, expect, it } from 'vitest';
import type { Document } from 'mongodb';
import { useCollection } from '../test-support/collection.js';

/**
 * Comparisons in MongoDB's order: embedded documents field by field in stored order, aggregation comparisons of
 * whole values (an array is not one of its elements; missing is below null), `$lookup` joins, sorts of empty arrays
 * and `distinct`'s order.
 */

const ctx = useCollection();
const ids = (docs: Document[]) => docs.map((d) => String(d._id)).sort();

describe('embedded documents', () => {
  it('match $in, $nin and $ne only with their fields in the same order', async () => {
    await ctx.collection.insertMany([
      { _id: 'ab' as never, d: { a: 1, b: 2 } },
      { _id: 'ba' as never, d: { b: 2, a: 1 } },
    ]);
    expect(ids(await ctx.collection.find({ d: { $in: [{ b: 2, a: 1 }] } }).toArray())).toEqual(['ba']);
    expect(ids(await ctx.collection.find({ d: { $nin: [{ b: 2, a: 1 }] } }).toArray())).toEqual(['ab']);
    expect(ids(await ctx.collection.find({ d: { $ne: { a: 1, b: 2 } } }).toArray())).toEqual(['ba']);
    const expr = await ctx.collection
      .find({ $expr: { $eq: ['$d', { $literal: { a: 1, b: 2 } }] } })
      .toArray();
    expect(ids(expr)).toEqual(['ab']);
  });

  it('compare field by field in BSON order with $gt and $lt', async () => {
    await ctx.collection.insertOne({ _id: 'x' as never, d: { a: 1, b: 2 } });
    expect(await ctx.collection.countDocuments({ d: { $gt: { a: 2 } } })).toBe(0);
    expect(await ctx.collection.countDocuments({ d: { $lt: { a: 2 } } })).toBe(1);
    expect(await ctx.collection.countDocuments({ d: { $gt: { a: 1 } } })).toBe(1);
  });
});

describe('aggregation comparisons', () => {
  it('compare whole values, with missing below null', async () => {
    await ctx.collection.insertMany([
      { _id: 'array' as never, k: ['a', 'c'] },
      { _id: 'missing' as never },
      { _id: 'null' as never, k: null },
      { _id: 'a' as never, k: 'a' },
    ]);
    const where = async (expr: Document) => ids(await ctx.collection.find({ $expr: expr }).toArray());
    expect(await where({ $eq: ['$k', 'a'] })).toEqual(['a']);
    expect(await where({ $eq: ['$k', null] })).toEqual(['null']);
    expect(await where({ $gt: ['$k', null] })).toEqual(['a', 'array']);
    expect(await where({ $lt: ['$k', null] })).toEqual(['missing']);
  });

  it('join $lookup with let and $expr on whole values', async () => {
    const other = ctx.target.db.collection(`${ctx.collection.collectionName}_o`);
    await other.insertMany([
      { _id: 1 as never, k: 'a' },
      { _id: 2 as never, k: ['a', 'c'] },
      { _id: 3 as never },
    ]);
    await ctx.collection.insertMany([{ _id: 'x' as never, key: 'a' }, { _id: 'y' as never }]);
    const out = await ctx.collection
      .aggregate([
        {
          $lookup: {
            from: other.collectionName,
            let: { key: '$key' },
            pipeline: [{ $match: { $expr: { $eq: ['$k', '$$key'] } } }, { $project: { _id: 1 } }],
            as: 'joined',
          },
        },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(out.map((d) => [d._id, (d.joined as Document[]).map((j) => j._id)])).toEqual([
      ['x', [1]],
      ['y', [3]],
    ]);
  });

  it('join $lookup on localField/foreignField and then run its pipeline', async () => {
    const other = ctx.target.db.collection(`${ctx.collection.collectionName}_p`);
    await other.insertMany([
      { _id: 1 as never, k: 'a', n: 1 },
      { _id: 2 as never, k: 'b', n: 2 },
      { _id: 3 as never, k: ['a', 'z'], n: 3 },
    ]);
    await ctx.collection.insertMany([{ _id: 'x' as never, key: 'a', min: 2 }]);
    const [out] = await ctx.collection
      .aggregate([
        {
          $lookup: {
            from: other.collectionName,
            localField: 'key',
            foreignField: 'k',
            let: { min: '$min' },
            pipeline: [{ $match: { $expr: { $gte: ['$n', '$$min'] } } }, { $project: { _id: 1 } }],
            as: 'joined',
          },
        },
      ])
      .toArray();
    expect((out!.joined as Document[]).map((j) => j._id)).toEqual([3]);
  });
});

describe('order', () => {
  it('sorts an empty array before null and missing', async () => {
    await ctx.collection.insertMany([
      { _id: 'null' as never, t: null },
      { _id: 'empty' as never, t: [] },
      { _id: 'missing' as never },
      { _id: 'one' as never, t: [1] },
    ]);
    const up = await ctx.collection.find({}).sort({ t: 1, _id: 1 }).toArray();
    expect(up.map((d) => d._id)).toEqual(['empty', 'missing', 'null', 'one']);
    const down = await ctx.collection.find({}).sort({ t: -1, _id: 1 }).toArray();
    expect(down.map((d) => d._id)).toEqual(['one', 'missing', 'null', 'empty']);
  });

  it('returns distinct values in BSON order, a nested array after documents', async () => {
    await ctx.collection.insertMany([{ v: [[9], 3] }, { v: { a: 1 } }, { v: 'x' }, { v: 10 }]);
    expect(await ctx.collection.distinct('v')).toEqual([3, 10, 'x', { a: 1 }, [9]]);
  });
});
