import { describe, expect, it } from 'vitest';
import { useCollection } from '../test-support/collection.js';

const ctx = useCollection();

/** A deterministic pseudo-random sequence, so a failure reproduces. */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe('a sorted, limited find over an index gives what a full sort gives', () => {
  it('in every direction, with skips, filters, keyset cursors and mixed types, while writes come and go', async () => {
    const next = random(7);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
    const indexed = ctx.collection;
    const plain = ctx.target.db.collection(`${indexed.collectionName}_plain`);
    await indexed.createIndex({ userId: 1, date: 1 });
    // Few distinct dates, so runs of one value are long and cross every limit.
    const dates = ['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02', '2026-02-03', '2026-03-01'];
    const odd = [7, 3.5, null, true, new Date('2026-02-01T00:00:00Z'), { d: 1 }];
    let id = 0;
    const record = (mixed: boolean) => {
      const doc: Record<string, unknown> = {
        _id: id,
        id: `r${String((id * 7919) % 1000).padStart(3, '0')}`,
        n: id++,
        userId: pick(['u1', 'u1', 'u2']),
        amount: Math.floor(next() * 50),
        category: pick(['a', 'b']),
      };
      const date = mixed && next() < 0.15 ? pick(odd) : pick(dates);
      if (date !== null || next() < 0.5) doc.date = date;
      return doc;
    };
    const filters = [
      { userId: 'u1' },
      { userId: 'u1', date: { $gte: '2026-01-31', $lte: '2026-02-02' } },
      { userId: 'u1', date: { $gt: '2026-01-30', $lt: '2026-03-01' }, category: 'a' },
      { userId: 'u1', date: { $lte: '2026-02-02' } },
      { userId: 'u1', date: { $gte: 3 } },
      { userId: 'u1', date: { $in: ['2026-02-01', '2026-01-30', 7] } },
      { userId: 'u2', date: { $gte: '2026-01-01', $lte: '2026-12-31' }, amount: { $lt: 25 } },
      { userId: 'u3', date: { $gte: '2026-01-01' } },
    ];
    const sorts = [
      { date: -1, id: 1 },
      { date: 1, id: 1 },
      { date: -1, id: -1 },
      { date: 1 },
      { date: -1, amount: 1, id: 1 },
    ] as const;
    const pages: [number | undefined, number][] = [
      [undefined, 7],
      [3, 10],
      [undefined, 500],
    ];
    const both = async (label: string, read: (c: typeof plain) => Promise<unknown>) =>
      expect(await read(indexed), label).toEqual(await read(plain));

    async function compareAll(round: string) {
      for (const filter of filters) {
        for (const sort of sorts) {
          for (const [skip, limit] of pages) {
            await both(`${round} ${JSON.stringify({ filter, sort, skip, limit })}`, (c) =>
              c.find(filter, { sort, skip, limit }).toArray(),
            );
          }
        }
        // An inclusion projection goes through the general shaping after the walk.
        await both(`${round} projected`, (c) =>
          c.find(filter, { sort: { date: -1, id: 1 }, limit: 5, projection: { id: 1, _id: 0 } }).toArray(),
        );
      }
    }

    async function keysetPages(round: string) {
      // The API's page query: the cursor's date bounds the range and an $or picks up after its row.
      const range = { $gte: '2026-01-30', $lte: '2026-02-03' };
      for (const c of [indexed, plain]) {
        const seen: unknown[] = [];
        let after: { date: string; id: string } | undefined;
        for (let page = 0; page < 100; page++) {
          const filter = {
            userId: 'u1',
            date: after ? { $gte: range.$gte, $lte: after.date } : range,
            ...(after
              ? { $or: [{ date: { $lt: after.date } }, { date: after.date, id: { $gt: after.id } }] }
              : {}),
          };
          const rows = await c.find(filter, { sort: { date: -1, id: 1 }, limit: 6 }).toArray();
          seen.push(...rows.map((r) => r._id));
          if (rows.length < 6) break;
          after = { date: rows.at(-1)!.date as string, id: rows.at(-1)!.id as string };
        }
        const whole = await c.find({ userId: 'u1', date: range }, { sort: { date: -1, id: 1 } }).toArray();
        expect(seen, `${round} keyset pages of ${c.collectionName}`).toEqual(whole.map((r) => r._id));
      }
    }

    const first = Array.from({ length: 300 }, () => record(false));
    for (const c of [indexed, plain]) await c.insertMany(first.map((d) => ({ ...d })) as never[]);
    await compareAll('plain values');
    await keysetPages('plain values');
    for (let round = 0; round < 2; round++) {
      const more = Array.from({ length: 40 }, () => record(round > 0));
      for (const c of [indexed, plain]) await c.insertMany(more.map((d) => ({ ...d })) as never[]);
      for (let i = 0; i < 30; i++) {
        const target = Math.floor(next() * id);
        const change = next() < 0.3 ? null : { $set: { date: pick(dates), userId: pick(['u1', 'u2']) } };
        for (const c of [indexed, plain]) {
          if (change) await c.updateOne({ _id: target as never }, change);
          else await c.deleteOne({ _id: target as never });
        }
      }
      await compareAll(`round ${round}`);
      await keysetPages(`round ${round}`);
    }
  }, 120_000);
});
