import { describe, expect, it } from 'vitest';
import { MongoServerError } from 'mongodb';
import { useCollection } from '../test-support/collection.js';

const ctx = useCollection();

describe('update', () => {
  it('applies field, arithmetic and array operators', async () => {
    const { insertedId } = await ctx.collection.insertOne({
      a: 1,
      b: 2,
      list: [1, 2, 3],
      gone: true,
      old: 'x',
    });
    await ctx.collection.updateOne(
      { _id: insertedId },
      {
        $set: { 'sub.deep': 'y' },
        $inc: { a: 5 },
        $mul: { b: 3 },
        $push: { list: 4 } as never,
        $unset: { gone: '' },
        $rename: { old: 'renamed' },
        $addToSet: { set: 'v' },
      },
    );
    await ctx.collection.updateOne(
      { _id: insertedId },
      { $pull: { list: 2 } as never, $min: { a: 3 }, $max: { b: 10 } },
    );
    expect(await ctx.collection.findOne({ _id: insertedId }, { projection: { _id: 0 } })).toEqual({
      a: 3,
      b: 10,
      list: [1, 3, 4],
      sub: { deep: 'y' },
      renamed: 'x',
      set: ['v'],
    });
  });

  it('reports matched and modified separately; a no-op change modifies nothing', async () => {
    await ctx.collection.insertMany([
      { k: 1, v: 1 },
      { k: 1, v: 2 },
      { k: 2, v: 1 },
    ]);
    const many = await ctx.collection.updateMany({ k: 1 }, { $set: { v: 1 } });
    expect([many.matchedCount, many.modifiedCount]).toEqual([2, 1]);
    const none = await ctx.collection.updateOne({ k: 3 }, { $set: { v: 1 } });
    expect([none.matchedCount, none.modifiedCount, none.upsertedCount]).toEqual([0, 0, 0]);
  });

  it('upserts from the query equalities, with $setOnInsert only on insert', async () => {
    const first = await ctx.collection.updateOne(
      { userId: 'u1', id: 'r1', n: { $gt: 0 } },
      { $set: { amount: 10 }, $setOnInsert: { createdAt: 'first' } },
      { upsert: true },
    );
    expect(first.upsertedCount).toBe(1);
    const second = await ctx.collection.updateOne(
      { userId: 'u1', id: 'r1' },
      { $set: { amount: 20 }, $setOnInsert: { createdAt: 'second' } },
      { upsert: true },
    );
    expect([second.upsertedCount, second.matchedCount]).toEqual([0, 1]);
    expect(await ctx.collection.find({}, { projection: { _id: 0 } }).toArray()).toEqual([
      { userId: 'u1', id: 'r1', amount: 20, createdAt: 'first' },
    ]);
  });

  it('replaces a whole document, keeping its _id, and upserts a replacement', async () => {
    const { insertedId } = await ctx.collection.insertOne({ a: 1, b: 2 });
    await ctx.collection.replaceOne({ _id: insertedId }, { c: 3 });
    expect(await ctx.collection.findOne({ _id: insertedId })).toEqual({ _id: insertedId, c: 3 });
    const upserted = await ctx.collection.replaceOne({ _id: 'fixed' as never }, { d: 4 }, { upsert: true });
    expect(upserted.upsertedId).toBe('fixed');
  });

  it('updates matching array elements through arrayFilters and the positional operator', async () => {
    const { insertedId } = await ctx.collection.insertOne({
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 5 },
        { sku: 'c', qty: 9 },
      ],
    });
    await ctx.collection.updateOne(
      { _id: insertedId },
      { $set: { 'items.$[big].flag': true } },
      { arrayFilters: [{ 'big.qty': { $gte: 5 } }] },
    );
    await ctx.collection.updateOne({ _id: insertedId, 'items.sku': 'a' }, { $inc: { 'items.$.qty': 1 } });
    const doc = await ctx.collection.findOne({ _id: insertedId });
    expect(doc!.items).toEqual([
      { sku: 'a', qty: 2 },
      { sku: 'b', qty: 5, flag: true },
      { sku: 'c', qty: 9, flag: true },
    ]);
  });

  it('runs an aggregation-pipeline update', async () => {
    await ctx.collection.insertOne({ _id: 1 as never, a: 2, b: 3 });
    await ctx.collection.updateOne({ _id: 1 as never }, [{ $set: { sum: { $add: ['$a', '$b'] } } }]);
    expect(await ctx.collection.findOne({ _id: 1 as never })).toEqual({ _id: 1, a: 2, b: 3, sum: 5 });
  });

  it('refuses to change _id (code 66) and unknown modifiers (code 9), changing nothing', async () => {
    await ctx.collection.insertOne({ _id: 1 as never, a: 1 });
    const immutable = await ctx.collection
      .updateOne({ _id: 1 as never }, { $set: { _id: 2 } })
      .catch((e: unknown) => e);
    expect((immutable as MongoServerError).code).toBe(66);
    const unknown = await ctx.collection
      .updateOne({ _id: 1 as never }, { $frobnicate: { a: 2 } } as never)
      .catch((e: unknown) => e);
    expect((unknown as MongoServerError).code).toBe(9);
    expect(await ctx.collection.findOne({})).toEqual({ _id: 1, a: 1 });
  });
});
