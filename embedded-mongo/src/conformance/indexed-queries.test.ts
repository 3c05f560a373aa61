import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { useCollection } from '../test-support/collection.js';

const ctx = useCollection();

/** Hundreds of round trips each: on a busy machine that is time, not a hang. */
const roundTrips = { timeout: 120_000 };

/** A deterministic pseudo-random sequence, so a failure reproduces. */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe('queries over an index give the same answers as a full scan', () => {
  it(
    'for equality and ranges, after inserts, updates and deletes, over mixed types',
    roundTrips,
    async () => {
      const next = random(42);
      const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
      const indexed = ctx.collection;
      const plain = ctx.target.db.collection(`${indexed.collectionName}_plain`);
      await indexed.createIndex({ userId: 1, date: 1 });
      const users = ['u1', 'u2', 'u3', null];
      const dates = [
        '2026-01-05',
        '2026-01-20',
        '2026-02-01',
        '2026-02-15',
        '2026-03-09',
        7,
        5,
        null,
        true,
        new Date('2026-02-01T00:00:00Z'),
      ];
      const docs = Array.from({ length: 300 }, (_, i) => {
        const doc: Record<string, unknown> = { _id: i, n: i };
        const user = pick(users);
        if (user !== null || next() < 0.5) doc.userId = user;
        if (next() < 0.1) doc.userId = ['u1', 'u9'];
        const date = pick(dates);
        if (date !== null || next() < 0.5) doc.date = date;
        return doc;
      });
      await indexed.insertMany(docs.map((d) => ({ ...d })));
      await plain.insertMany(docs.map((d) => ({ ...d })));
      const filters = [
        { userId: 'u1' },
        { userId: 'u9' },
        { userId: null },
        { userId: { $eq: 'u2' } },
        { userId: 'u1', date: { $gte: '2026-01-20', $lte: '2026-02-15' } },
        { userId: 'u1', date: { $gt: '2026-01-20', $lt: '2026-02-15' } },
        { userId: 'u2', date: { $gte: '2026-02-01' } },
        { userId: 'u3', date: { $lt: '2026-02-01' } },
        { userId: 'u3', date: '2026-03-09' },
        { userId: 'u1', date: { $gte: 5 } },
        { userId: 'u1', date: null },
        { userId: 'u2', date: { $in: ['2026-01-05', 7] } },
        { userId: { $in: ['u1', 'u2'] }, date: { $gte: '2026-02-01' } },
        { userId: /^u[12]$/ },
        { userId: 'u1', n: { $lt: 100 } },
        { userId: 'u1', date: { $gt: '2026-01-05', $lte: '2026-02-15' } },
        { userId: 'u2', date: { $gte: '2026-01-20', $lt: '2026-03-09' } },
        { userId: 'u2', date: { $gt: 5, $lt: 8 } },
        { userId: 'u3', date: { $gte: 5, $lte: 7 } },
        { userId: 'u1', date: { $gte: '2026-01-20', $lt: 8 } },
        { userId: 'u1', date: { $gt: '2026-01-05', $gte: '2026-01-20' } },
        { userId: 'u1', date: { $gte: true } },
        { userId: 'u2', date: { $lte: new Date('2026-06-01T00:00:00Z') } },
        {
          userId: 'u3',
          date: { $gte: new Date('2026-01-01T00:00:00Z'), $lte: new Date('2026-02-01T00:00:00Z') },
        },
        { userId: 'u1', date: new Date('2026-02-01T00:00:00Z') },
      ];
      const label = (filter: object) =>
        JSON.stringify(filter, (_k, v: unknown) => (v instanceof RegExp ? String(v) : v));
      async function compareAll() {
        for (const filter of filters) {
          const a = (await indexed.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
          const b = (await plain.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
          expect(a, label(filter)).toEqual(b);
          // Sorted by the index's field, as the API lists a month: the same order either way.
          const sort = { date: -1, n: 1 } as const;
          const c = (await indexed.find(filter, { sort, projection: { date: 0 } }).toArray()).map(
            (d) => d._id,
          );
          const d = (await plain.find(filter, { sort, projection: { date: 0 } }).toArray()).map((d) => d._id);
          expect(c, `${label(filter)} sorted`).toEqual(d);
        }
      }
      await compareAll(); // before any update, no index entry is stale
      for (let i = 0; i < 60; i++) {
        const id = Math.floor(next() * 300);
        const change = next() < 0.3 ? null : { $set: { userId: pick(users), date: pick(dates) } };
        for (const c of [indexed, plain]) {
          if (change) await c.updateOne({ _id: id as never }, change);
          else await c.deleteOne({ _id: id as never });
        }
      }
      await compareAll();
      // An array at the second field matches a range through any elements: the index must stop slicing by it.
      for (const c of [indexed, plain]) {
        await c.insertOne({ _id: 1000 as never, userId: 'u1', date: ['2026-01-10', '2026-03-01'] });
      }
      await compareAll();
      const grouped = await indexed
        .aggregate([
          { $match: { userId: 'u1', date: { $gte: '2026-01-01', $lte: '2026-02-28' } } },
          { $count: 'n' },
        ])
        .toArray();
      expect(grouped).toEqual(
        await plain
          .aggregate([
            { $match: { userId: 'u1', date: { $gte: '2026-01-01', $lte: '2026-02-28' } } },
            { $count: 'n' },
          ])
          .toArray(),
      );
    },
  );

  it(
    "answers the API's month listing and sums as a full scan does, while writes come and go",
    roundTrips,
    async () => {
      const next = random(5);
      const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
      const indexed = ctx.collection;
      const plain = ctx.target.db.collection(`${indexed.collectionName}_plain`);
      await indexed.createIndex({ userId: 1, date: 1 });
      const day = () =>
        `2026-0${1 + Math.floor(next() * 3)}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`;
      const record = (i: number) => ({
        _id: i,
        userId: pick(['u1', 'u2']),
        date: day(),
        amountAgorot: Math.floor(next() * 10_000),
        category: pick(['מזון', 'דיור', 'בילוי']),
        ...(next() < 0.7 ? { paymentMethod: pick(['מזומן', 'ביט']) } : {}),
        createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(next() * 5))),
        createHash: 'h',
      });
      let id = 0;
      const month = { userId: 'u1', date: { $gte: '2026-02-01', $lte: '2026-02-28' } };
      const quarter = { userId: 'u1', date: { $gte: '2026-01-01', $lte: '2026-03-31' } };
      for (let round = 0; round < 8; round++) {
        // Writes between reads: new entries join the index out of order and replaced ones go stale.
        const inserts = Array.from({ length: round === 0 ? 400 : 30 }, () => record(id++));
        for (const c of [indexed, plain]) await c.insertMany(inserts.map((d) => ({ ...d })) as never[]);
        for (let i = 0; i < 15; i++) {
          const target = Math.floor(next() * id);
          const change = next() < 0.3 ? null : { $set: { date: day(), userId: pick(['u1', 'u2']) } };
          for (const c of [indexed, plain]) {
            if (change) await c.updateOne({ _id: target as never }, change);
            else await c.deleteOne({ _id: target as never });
          }
        }
        const both = async (read: (c: typeof plain) => Promise<unknown>) =>
          expect(await read(indexed), `round ${round}`).toEqual(await read(plain));
        await both((c) =>
          c
            .find(month, {
              sort: { date: -1, createdAt: -1 },
              projection: { _id: 0, createHash: 0, userId: 0 },
            })
            .toArray(),
        );
        await both((c) => c.find(quarter, { sort: { date: 1, _id: 1 }, skip: 3, limit: 20 }).toArray());
        await both(async (c) =>
          (
            await c
              .aggregate([
                { $match: quarter },
                { $group: { _id: '$date', agorot: { $sum: '$amountAgorot' } } },
              ])
              .toArray()
          ).sort((a, b) => String(a._id).localeCompare(String(b._id))),
        );
        await both(async (c) =>
          (
            await c
              .aggregate([
                { $match: month },
                {
                  $group: {
                    _id: { category: '$category', paymentMethod: '$paymentMethod' },
                    agorot: { $sum: '$amountAgorot' },
                  },
                },
              ])
              .toArray()
          )
            .map((g) => JSON.stringify(g))
            .sort(),
        );
        await both((c) => c.countDocuments(month));
      }
    },
  );

  it('answers ranges as a full scan does once the indexed field holds NaN', async () => {
    const indexed = ctx.collection;
    const plain = ctx.target.db.collection(`${indexed.collectionName}_plain`);
    await indexed.createIndex({ k: 1, v: 1 });
    const docs = [1, Number.NaN, -5, 3, Number.NEGATIVE_INFINITY, 'x'].map((v, i) => ({ _id: i, k: 'a', v }));
    await indexed.insertMany(docs.map((d) => ({ ...d })) as never[]);
    await plain.insertMany(docs.map((d) => ({ ...d })) as never[]);
    for (const v of [
      { $gte: -10 },
      { $lt: 2 },
      { $gte: Number.NEGATIVE_INFINITY, $lte: 3 },
      { $gt: -1, $lt: 4 },
    ]) {
      const ids = async (c: typeof plain) =>
        (await c.find({ k: 'a', v }).sort({ _id: 1 }).toArray()).map((d) => d._id);
      expect(await ids(indexed), JSON.stringify(v)).toEqual(await ids(plain));
    }
  });

  it('answers exclusive ranges over booleans and ObjectIds, which the index does not order', async () => {
    await ctx.collection.createIndex({ k: 1, v: 1 });
    const low = new ObjectId('aaaaaaaaaaaaaaaaaaaaaaaa');
    const high = new ObjectId('bbbbbbbbbbbbbbbbbbbbbbbb');
    await ctx.collection.insertMany([
      { _id: 1, k: 'a', v: false },
      { _id: 2, k: 'a', v: true },
      { _id: 3, k: 'a', v: low },
      { _id: 4, k: 'a', v: high },
      { _id: 5, k: 'a', v: 1 },
    ] as never[]);
    const ids = async (v: object) =>
      (await ctx.collection.find({ k: 'a', v }).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ $gt: false })).toEqual([2]);
    expect(await ids({ $lt: true })).toEqual([1]);
    expect(await ids({ $gt: false, $lte: true })).toEqual([2]);
    expect(await ids({ $gt: low })).toEqual([4]);
    expect(await ids({ $lt: high })).toEqual([3]);
  });

  it('keeps natural order when no sort is given', async () => {
    await ctx.collection.createIndex({ k: 1, d: 1 });
    await ctx.collection.insertMany([
      { _id: 1, k: 'a', d: '2026-03' },
      { _id: 2, k: 'a', d: '2026-01' },
      { _id: 3, k: 'a', d: '2026-02' },
    ] as never[]);
    const ids = (await ctx.collection.find({ k: 'a', d: { $gte: '2026-01' } }).toArray()).map((d) => d._id);
    if (ctx.target.embedded) expect(ids).toEqual([1, 2, 3]);
    else expect([...ids].sort()).toEqual([1, 2, 3]);
  });
});
