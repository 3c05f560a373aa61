import { describe, expect, it } from 'vitest';
import { Decimal128, Double, Int32, Long, type Document } from 'mongodb';
import { useCollection } from '../test-support/collection.js';

/**
 * Answers that depend on a value's exact BSON type and value, as MongoDB 7.0 gives them: `$type`, Int64 beyond
 * 2^53, Decimal128 arithmetic, doubles through update pipelines. Read with `promoteValues: false`.
 */

const ctx = useCollection();
const typed = { promoteValues: false, promoteLongs: false } as const;

/** A value as 'Type:value' (a plain number read with promoteValues false is a JavaScript number). */
const shown = (value: unknown): string => {
  const type = (value as { _bsontype?: string } | null)?._bsontype;
  return type ? `${type}:${String(value)}` : `${typeof value}:${String(value)}`;
};

async function seedNumbers() {
  await ctx.collection.insertMany([
    { _id: 'int' as never, v: new Int32(1) },
    { _id: 'double' as never, v: new Double(1) },
    { _id: 'long' as never, v: Long.fromNumber(1) },
    { _id: 'decimal' as never, v: Decimal128.fromString('1') },
    { _id: 'fraction' as never, v: new Double(1.5) },
  ]);
}

const ids = (docs: Document[]) => docs.map((d) => String(d._id)).sort();

describe('$type', () => {
  it('matches the exact BSON number type in a query', async () => {
    await seedNumbers();
    const find = (type: string) => ctx.collection.find({ v: { $type: type } }).toArray();
    expect(ids(await find('double'))).toEqual(['double', 'fraction']);
    expect(ids(await find('int'))).toEqual(['int']);
    expect(ids(await find('long'))).toEqual(['long']);
    expect(ids(await find('decimal'))).toEqual(['decimal']);
    expect(ids(await find('number'))).toHaveLength(5);
    expect(ids(await ctx.collection.find({ v: { $type: ['int', 'long'] } }).toArray())).toEqual([
      'int',
      'long',
    ]);
  });

  it('names the exact type in an expression', async () => {
    await seedNumbers();
    const out = await ctx.collection
      .aggregate([{ $project: { t: { $type: '$v' }, m: { $type: '$nothing' } } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(out.map((d) => [d._id, d.t, d.m])).toEqual([
      ['decimal', 'decimal', 'missing'],
      ['double', 'double', 'missing'],
      ['fraction', 'double', 'missing'],
      ['int', 'int', 'missing'],
      ['long', 'long', 'missing'],
    ]);
  });
});

describe('Int64 beyond 2^53', () => {
  const big = Long.fromString('9007199254740992');
  const bigger = Long.fromString('9007199254740993');

  it('is found and compared exactly', async () => {
    await ctx.collection.insertMany([
      { _id: 'a' as never, v: big },
      { _id: 'b' as never, v: bigger },
    ]);
    expect(ids(await ctx.collection.find({ v: big }).toArray())).toEqual(['a']);
    expect(ids(await ctx.collection.find({ v: { $gt: big } }).toArray())).toEqual(['b']);
    expect(ids(await ctx.collection.find({ v: { $in: [bigger] } }).toArray())).toEqual(['b']);
    expect(ids(await ctx.collection.find({ v: { $lte: 9007199254740992 } }).toArray())).toEqual(['a']);
  });

  it('adds up as an Int64, not a rounded Double', async () => {
    await ctx.collection.insertOne({ v: bigger });
    const [out] = await ctx.collection
      .aggregate([{ $project: { _id: 0, s: { $add: ['$v', Long.fromNumber(2)] } } }], typed)
      .toArray();
    expect(shown(out!.s)).toBe('Long:9007199254740995');
  });
});

describe('Decimal128', () => {
  it('adds exactly in an expression', async () => {
    await ctx.collection.insertOne({
      a: Decimal128.fromString('0.1'),
      b: Decimal128.fromString('0.2'),
      c: Decimal128.fromString('1.50'),
    });
    const [out] = await ctx.collection
      .aggregate(
        [
          {
            $project: {
              _id: 0,
              s: { $add: ['$a', '$b'] },
              t: { $add: ['$c', '$c'] },
              p: { $multiply: ['$c', '$c'] },
              d: { $divide: ['$c', Decimal128.fromString('3')] },
              third: { $divide: [Decimal128.fromString('1'), Decimal128.fromString('3')] },
              e: { $eq: [{ $add: ['$a', '$b'] }, Decimal128.fromString('0.3')] },
            },
          },
        ],
        typed,
      )
      .toArray();
    expect(shown(out!.s)).toBe('Decimal128:0.3');
    expect(shown(out!.t)).toBe('Decimal128:3.00');
    expect(shown(out!.p)).toBe('Decimal128:2.2500');
    expect(shown(out!.d)).toBe('Decimal128:0.50');
    expect(shown(out!.third)).toBe('Decimal128:0.3333333333333333333333333333333333');
    expect(out!.e).toBe(true);
  });

  it('adds a Double into a $sum at its exact value', async () => {
    await ctx.collection.insertMany([{ v: new Double(0.1) }, { v: Decimal128.fromString('0.2') }]);
    const [out] = await ctx.collection
      .aggregate([{ $group: { _id: null, total: { $sum: '$v' } } }], typed)
      .toArray();
    expect(shown(out!.total)).toBe('Decimal128:0.3000000000000000055511151231257827');
  });
});

describe('update pipelines', () => {
  it('keep doubles double', async () => {
    await ctx.collection.insertOne({ _id: 1 as never, v: new Double(1) });
    await ctx.collection.updateOne({ _id: 1 as never }, [
      { $set: { c: '$v', m: { $multiply: ['$v', 2] }, n: { x: '$v' } } },
    ]);
    const doc = await ctx.collection.findOne({ _id: 1 as never }, typed);
    expect([shown(doc!.c), shown(doc!.m), shown((doc!.n as Document).x)]).toEqual([
      'Double:1',
      'Double:2',
      'Double:1',
    ]);
  });
});
