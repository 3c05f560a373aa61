import { describe, expect, it } from 'vitest';
import { MongoServerError, type Document } from 'mongodb';
import { useCollection } from '../test-support/collection.js';

/** Collations compare strings as ICU does in the locale and at the strength asked for. */

const ctx = useCollection();
const caseless = { locale: 'en_US', strength: 2 };
const ids = (docs: Document[]) => docs.map((d) => d._id);

const seed = () =>
  ctx.collection.insertMany([
    { _id: 1 as never, x: 'ping' },
    { _id: 2 as never, x: 'PING' },
    { _id: 3 as never, x: 'pïng' },
    { _id: 4 as never, x: 11 },
  ]);

describe('collation', () => {
  it('matches, counts and sorts at strength 2 (case-insensitive, accent-sensitive)', async () => {
    await seed();
    const c = ctx.collection;
    expect(ids(await c.find({ x: 'Ping' }, { collation: caseless }).toArray())).toEqual([1, 2]);
    expect(ids(await c.find({ x: { $in: ['PiNg'] } }, { collation: caseless }).toArray())).toEqual([1, 2]);
    expect(ids(await c.find({ x: { $gt: 'PING' } }, { collation: caseless }).toArray())).toEqual([3]);
    expect(await c.countDocuments({ x: 'ping' }, { collation: caseless })).toBe(2);
    expect(ids(await c.aggregate([{ $match: { x: 'PING' } }], { collation: caseless }).toArray())).toEqual([
      1, 2,
    ]);
    expect(await c.distinct('x', { x: { $type: 'string' } }, { collation: caseless })).toEqual([
      'ping',
      'pïng',
    ]);
    const sorted = await c
      .find({ x: { $type: 'string' } }, { collation: { locale: 'en' } })
      .sort({ x: 1 })
      .toArray();
    expect(ids(sorted)).toEqual([1, 2, 3]);
  });

  it('updates and deletes what the collation matches', async () => {
    await seed();
    const c = ctx.collection;
    const updated = await c.updateMany({ x: 'ping' }, { $set: { y: 1 } }, { collation: caseless });
    expect(updated.modifiedCount).toBe(2);
    const deleted = await c.deleteOne({ x: 'PÏNG' }, { collation: caseless });
    expect(deleted.deletedCount).toBe(1);
    expect(ids(await c.find({}).sort({ _id: 1 }).toArray())).toEqual([1, 2, 4]);
  });

  it('orders by the locale and by number when asked', async () => {
    await ctx.collection.insertMany([
      { _id: 1 as never, s: 'ב' },
      { _id: 2 as never, s: 'א' },
      { _id: 3 as never, s: '10' },
      { _id: 4 as never, s: '9' },
    ]);
    const order = async (collation: { locale: string; numericOrdering?: boolean }) =>
      ids(await ctx.collection.find({}, { collation }).sort({ s: 1 }).toArray());
    expect(await order({ locale: 'he' })).toEqual([3, 4, 2, 1]);
    expect(await order({ locale: 'he', numericOrdering: true })).toEqual([4, 3, 2, 1]);
  });

  it('refuses an unknown locale with BadValue', async () => {
    const error = await ctx.collection
      .find({}, { collation: { locale: 'xx_NOPE' } })
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect((error as MongoServerError).code).toBe(2);
  });
});
