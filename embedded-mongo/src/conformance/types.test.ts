import { describe, expect, it } from 'vitest';
import { Binary, Decimal128, Double, Int32, Long, ObjectId } from 'mongodb';
import { useCollection } from '../test-support/collection.js';

const ctx = useCollection();

describe('BSON types', () => {
  it('round-trip unchanged', async () => {
    const doc = {
      _id: new ObjectId(),
      ref: new ObjectId(),
      when: new Date('2026-03-10T08:30:00.000Z'),
      price: Decimal128.fromString('1234.56'),
      big: Long.fromString('9223372036854775807'),
      small: new Int32(42),
      ratio: new Double(0.125),
      yes: true,
      nothing: null,
      bytes: new Binary(Buffer.from([0, 1, 2, 255])),
      list: [1, 'two', { three: 3 }, [4]],
      nested: { deeper: { deepest: 'עברית' } },
    };
    await ctx.collection.insertOne(doc);
    const back = await ctx.collection.findOne({ _id: doc._id });
    expect(back).toEqual({ ...doc, small: 42, ratio: 0.125 });
    expect(back!.ref).toBeInstanceOf(ObjectId);
    expect(back!.when).toBeInstanceOf(Date);
    expect(back!.price.toString()).toBe('1234.56');
    expect(back!.big.toString()).toBe('9223372036854775807');
    expect(Buffer.from(back!.bytes.buffer)).toEqual(Buffer.from([0, 1, 2, 255]));
  });

  it('matches ObjectIds and dates by value', async () => {
    const id = new ObjectId();
    await ctx.collection.insertMany([
      { ref: id, at: new Date('2026-01-01') },
      { ref: new ObjectId(), at: new Date('2026-06-01') },
    ]);
    expect(await ctx.collection.countDocuments({ ref: new ObjectId(id.toHexString()) })).toBe(1);
    expect(await ctx.collection.countDocuments({ at: { $gte: new Date('2026-03-01') } })).toBe(1);
    expect(await ctx.collection.countDocuments({ ref: { $in: [id] } })).toBe(1);
  });
});
