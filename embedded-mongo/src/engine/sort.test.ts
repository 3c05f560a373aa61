import type { Document } from 'bson';
import { ObjectId } from 'bson';
import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import { sortNatively } from './sort.js';
import type { StoredDocument } from './stored.js';

/** A deterministic pseudo-random sequence, so a failure reproduces. */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const next = random(7);
const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
const values = [
  'b',
  'a',
  'B',
  'ב',
  'א',
  '',
  '2026-03-01',
  '2026-03-01',
  1,
  -2,
  2.5,
  0,
  1e9,
  true,
  false,
  null,
  new Date('2026-01-01'),
  new Date('2025-12-31'),
];

function storedDocs(count: number): StoredDocument[] {
  return Array.from({ length: count }, (_, i) => {
    const doc: Document = { _id: i };
    for (const field of ['a', 'b']) if (next() < 0.9) doc[field] = pick(values);
    if (next() < 0.8) doc.nested = next() < 0.9 ? { k: pick(values) } : {};
    // A coarse key makes many ties, which must keep natural order.
    doc.coarse = pick(['x', 'y', null]);
    return { doc, seq: i * 3, live: true };
  });
}

/** What find gives today: mingo's sort over the documents in natural order. */
const mingoSorted = (found: StoredDocument[], sort: Document) =>
  new Query({})
    .find(found.map((s) => s.doc))
    .sort(sort as Record<string, 1 | -1>)
    .all()
    .map((d) => (d as Document)._id);

describe('sortNatively', () => {
  it.each([
    { a: 1 },
    { a: -1 },
    { coarse: 1 },
    { coarse: -1, a: 1 },
    { a: 1, b: -1 },
    { 'nested.k': 1, _id: -1 },
    { coarse: 1, 'nested.k': -1, b: 1 },
  ])('orders as mingo does, ties in natural order, for %j', (sort) => {
    for (let round = 0; round < 20; round++) {
      const found = storedDocs(60);
      // Candidates may arrive in index order; natural order is the records' sequence, not the input's.
      const shuffled = [...found].sort(() => next() - 0.5);
      const native = sortNatively(shuffled, sort);
      expect(native?.map((s) => s.doc._id)).toEqual(mingoSorted(found, sort));
    }
  });

  it('declines values it does not order itself, so mingo sorts them', () => {
    const docs = (value: unknown): StoredDocument[] => [
      { doc: { a: 1 }, seq: 0, live: true },
      { doc: { a: value }, seq: 1, live: true },
    ];
    expect(sortNatively(docs([1, 2]), { a: 1 })).toBeUndefined();
    expect(sortNatively(docs({ k: 1 }), { a: 1 })).toBeUndefined();
    expect(sortNatively(docs(new ObjectId()), { a: 1 })).toBeUndefined();
    expect(sortNatively(docs(Number.NaN), { a: 1 })).toBeUndefined();
    expect(sortNatively(docs(1), { a: { $meta: 'textScore' } })).toBeUndefined();
    expect(sortNatively([{ doc: { a: [{ k: 1 }] }, seq: 0, live: true }], { 'a.k': 1 })).toBeUndefined();
  });
});
