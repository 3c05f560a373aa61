import { describe, expect, it } from 'vitest';
import { useCollection } from '../test-support/collection.js';

/** Projection forms and date formatting answered as MongoDB 7.0 answers them. */

const ctx = useCollection();

describe('projection', () => {
  it('$slice alone keeps every other field', async () => {
    await ctx.collection.insertOne({ _id: 1 as never, a: 'x', tags: [1, 2, 3], z: true });
    const doc = await ctx.collection.findOne({}, { projection: { tags: { $slice: -2 } } });
    expect(doc).toEqual({ _id: 1, a: 'x', tags: [2, 3], z: true });
    const skipped = await ctx.collection.findOne({}, { projection: { tags: { $slice: [1, 1] }, a: 1 } });
    expect(skipped).toEqual({ _id: 1, a: 'x', tags: [2] });
  });

  it('puts an $elemMatch field after the other included fields', async () => {
    await ctx.collection.insertOne({ _id: 1 as never, items: [{ k: 1 }, { k: 2 }], z: 'last' });
    const doc = await ctx.collection.findOne({}, { projection: { items: { $elemMatch: { k: 2 } }, z: 1 } });
    expect(Object.keys(doc!)).toEqual(['_id', 'z', 'items']);
    expect(doc!.items).toEqual([{ k: 2 }]);
  });
});

describe('$dateToString and $week', () => {
  it('number the weekday 1-7 from Sunday and weeks from the first Sunday', async () => {
    await ctx.collection.insertMany([
      { _id: 1 as never, d: new Date('2024-03-28T10:00:00Z') }, // a Thursday
      { _id: 2 as never, d: new Date('2024-03-31T10:00:00Z') }, // a Sunday
      { _id: 3 as never, d: new Date('2023-01-01T10:00:00Z') }, // a Sunday, the year's first day
    ]);
    const out = await ctx.collection
      .aggregate([
        {
          $project: {
            s: { $dateToString: { date: '$d', format: '%w %U %u %V %G %j %% %Y' } },
            w: { $week: '$d' },
          },
        },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(out.map((d) => [d.s, d.w])).toEqual([
      ['5 12 4 13 2024 088 % 2024', 12],
      ['1 13 7 13 2024 091 % 2024', 13],
      ['1 01 7 52 2022 001 % 2023', 1],
    ]);
  });

  it('formats in a timezone', async () => {
    await ctx.collection.insertOne({ d: new Date('2024-03-30T23:30:00Z') }); // Sunday 02:30 in Jerusalem
    const [out] = await ctx.collection
      .aggregate([
        {
          $project: {
            _id: 0,
            s: { $dateToString: { date: '$d', format: '%Y-%m-%d %H:%M %w %z', timezone: 'Asia/Jerusalem' } },
          },
        },
      ])
      .toArray();
    expect(out!.s).toBe('2024-03-31 02:30 1 +0300'); // summer time began on March 29
  });
});
