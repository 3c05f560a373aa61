import { describe, expect, it } from 'vitest';
import { Decimal128, Double, Int32, Long, type Document } from 'mongodb';
import { useCollection } from '../test-support/collection.js';

/**
 * Numbers keep their BSON type as MongoDB keeps them: through storage, queries, updates (`$inc`, `$mul`, `$set`
 * with MongoDB's widening rules), aggregation and replies. Read with `promoteValues: false`, so each value shows
 * the type the server sent.
 */

const ctx = useCollection();
const typed = { promoteValues: false, promoteLongs: false } as const;

/** `{ field: 'Int32:1' }`: each top-level number as its BSON type and value. */
function types(doc: Document | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(doc ?? {})) {
    const type = (value as { _bsontype?: string } | null)?._bsontype;
    // A Decimal128 by its numeric value: MongoDB may write trailing zeros (a Double added in has 15 digits).
    if (type === 'Decimal128') out[key] = `${type}:${Number(String(value))}`;
    else if (type && ['Int32', 'Double', 'Long'].includes(type)) out[key] = `${type}:${String(value)}`;
  }
  return out;
}

describe('number types', () => {
  it('come back as they were stored, also through a projection and a sort', async () => {
    await ctx.collection.insertMany([
      {
        _id: 1 as never,
        d: new Double(1),
        l: Long.fromNumber(5),
        i: new Int32(7),
        m: Decimal128.fromString('2.50'),
      },
      { _id: 2 as never, d: new Double(2.5), l: Long.fromString('9007199254740993'), i: new Int32(-1) },
    ]);
    const [first, second] = await ctx.collection.find({}, typed).sort({ _id: 1 }).toArray();
    expect(types(first!)).toEqual({
      _id: 'Int32:1',
      d: 'Double:1',
      l: 'Long:5',
      i: 'Int32:7',
      m: 'Decimal128:2.5',
    });
    expect(types(second!)).toMatchObject({ d: 'Double:2.5', l: 'Long:9007199254740993', i: 'Int32:-1' });
    const projected = await ctx.collection
      .find({}, { ...typed, projection: { d: 1, l: 1 } })
      .sort({ l: -1 })
      .toArray();
    expect(projected.map(types)).toEqual([
      { _id: 'Int32:2', d: 'Double:2.5', l: 'Long:9007199254740993' },
      { _id: 'Int32:1', d: 'Double:1', l: 'Long:5' },
    ]);
  });

  it('compare by value whatever their type, Decimal128 and Int64 included', async () => {
    await ctx.collection.insertMany([
      { n: new Double(1) },
      { n: Long.fromNumber(5) },
      { n: Decimal128.fromString('2.5') },
      { n: new Int32(3) },
    ]);
    const values = async (filter: Document) =>
      (await ctx.collection.find(filter).sort({ n: 1 }).toArray()).map((d) => Number(String(d.n)));
    expect(await values({})).toEqual([1, 2.5, 3, 5]);
    expect(await values({ n: { $gt: 2 } })).toEqual([2.5, 3, 5]);
    expect(await values({ n: 5 })).toEqual([5]);
    expect(await values({ n: { $lt: Decimal128.fromString('3') } })).toEqual([1, 2.5]);
    expect(await values({ n: { $in: [Long.fromNumber(1), 3] } })).toEqual([1, 3]);
  });

  it('widen in $inc and $mul as MongoDB does, and keep the type $set gives', async () => {
    await ctx.collection.insertOne({
      _id: 1 as never,
      i: new Int32(2147483647),
      l: Long.fromString('9007199254740993'),
      d: new Double(1),
      m: Decimal128.fromString('0.1'),
      keep: new Double(3),
      small: new Int32(2),
    });
    await ctx.collection.updateOne(
      { _id: 1 as never },
      {
        $inc: { i: 1, l: 1, d: 1, m: Decimal128.fromString('0.2'), fresh: Long.fromNumber(4) },
        $mul: { small: new Double(1) },
        $set: { set: new Double(6) },
      },
    );
    const after = await ctx.collection.findOne({ _id: 1 as never }, typed);
    expect(types(after)).toEqual({
      _id: 'Int32:1',
      i: 'Long:2147483648', // Int32 overflow → Int64
      l: 'Long:9007199254740994', // exact beyond 2^53
      d: 'Double:2',
      m: 'Decimal128:0.3',
      keep: 'Double:3',
      small: 'Double:2',
      fresh: 'Long:4',
      set: 'Double:6',
    });
  });

  it('add up in $sum and $avg with MongoDB widening rules', async () => {
    await ctx.collection.insertMany([
      { g: 'ints', n: new Int32(2147483647) },
      { g: 'ints', n: new Int32(1) },
      { g: 'longs', n: Long.fromString('9007199254740993') },
      { g: 'longs', n: Long.fromNumber(2) },
      { g: 'mixed', n: new Double(0.5) },
      { g: 'mixed', n: Long.fromNumber(1) },
      { g: 'mixed', n: Decimal128.fromString('0.1') },
      { g: 'doubles', n: new Double(1.5) },
      { g: 'doubles', n: new Double(2.5) },
      { g: 'none', n: 'text' },
    ]);
    const groups = await ctx.collection
      .aggregate(
        [{ $group: { _id: '$g', total: { $sum: '$n' }, mean: { $avg: '$n' } } }, { $sort: { _id: 1 } }],
        typed,
      )
      .toArray();
    expect(groups.map((g) => [g._id, types(g)])).toEqual([
      ['doubles', { total: 'Double:4', mean: 'Double:2' }],
      ['ints', { total: 'Long:2147483648', mean: 'Double:1073741824' }],
      ['longs', { total: 'Long:9007199254740995', mean: expect.stringMatching(/^Double:45035996273704/) }],
      ['mixed', { total: 'Decimal128:1.6', mean: expect.stringMatching(/^Decimal128:0\.53333333/) }],
      ['none', { total: 'Int32:0' }],
    ]);
    expect(groups.at(-1)!.mean).toBeNull();
  });

  it('keep their type through pass-through aggregation stages and one-to-one ones', async () => {
    await ctx.collection.insertMany([
      { _id: 1 as never, n: Long.fromNumber(5), d: new Double(1) },
      { _id: 2 as never, n: Long.fromNumber(7), d: new Double(2) },
    ]);
    const out = await ctx.collection
      .aggregate(
        [{ $match: { n: { $gte: 5 } } }, { $sort: { n: -1 } }, { $project: { n: 1, d: 1 } }, { $limit: 1 }],
        typed,
      )
      .toArray();
    expect(out.map(types)).toEqual([{ _id: 'Int32:2', n: 'Long:7', d: 'Double:2' }]);
  });
});
