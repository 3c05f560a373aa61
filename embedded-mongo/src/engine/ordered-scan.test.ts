import { describe, expect, it } from 'vitest';
import { Collection } from './collection.js';
import { firstInIndexOrder } from './ordered-scan.js';

/** A user's month of `perDay` records a day, for 28 days, beside other users' records. */
function month(perDay: number) {
  const collection = new Collection('db', 'outcomes');
  collection.addIndex({ v: 2, key: { userId: 1, date: 1 }, name: 'userId_date' }, true);
  let n = 0;
  for (let day = 1; day <= 28; day++) {
    for (let i = 0; i < perDay; i++) {
      for (const userId of ['u1', 'u2']) {
        collection.put({ _id: n, id: `r${n++}`, userId, date: `2026-02-${String(day).padStart(2, '0')}` });
      }
    }
  }
  return collection;
}

/** How many documents a walk tested to answer a page of 100 (the API's page query, newest first). */
function testedForPage(perDay: number, date: { $gte: string; $lte: string }) {
  let tested = 0;
  const found = firstInIndexOrder(month(perDay), { userId: 'u1', date }, { date: -1, id: 1 }, 101, () => {
    return (stored) => {
      tested += 1;
      return stored.doc.userId === 'u1';
    };
  });
  return { tested, found: found! };
}

describe('firstInIndexOrder', () => {
  it('stops at the end of the run that reaches the limit, however large the month', () => {
    const range = { $gte: '2026-02-01', $lte: '2026-02-28' };
    for (const perDay of [10, 100, 1000]) {
      const { tested, found } = testedForPage(perDay, range);
      // Whole runs of one date are taken: the limit plus at most one day's records.
      expect(tested).toBeLessThanOrEqual(101 + perDay);
      expect(found.length).toBeGreaterThanOrEqual(101);
      expect(found[0]!.doc.date).toBe('2026-02-28');
    }
  });

  it('leaves a sort it cannot walk to the full sort', () => {
    const collection = month(2);
    const filter = { userId: 'u1', date: { $gte: '2026-02-01' } };
    const matcher = () => () => true;
    expect(firstInIndexOrder(collection, filter, { id: 1 }, 10, matcher)).toBeUndefined();
    expect(
      firstInIndexOrder(collection, { userId: { $in: ['u1'] } }, { date: 1 }, 10, matcher),
    ).toBeUndefined();
    collection.put({ _id: 'x', id: 'x', userId: 'u1' }); // no date: MongoDB orders it first, the index last
    expect(firstInIndexOrder(collection, { userId: 'u1' }, { date: 1 }, 10, matcher)).toBeUndefined();
  });
});
