import { describe, expect, it } from 'vitest';
import { aggregate } from 'mingo';
import { fastExclusion, fastGroup } from './fast-paths.js';

const docs = [
  { date: '2026-03-10', category: 'מזון', paymentMethod: 'מזומן', amountAgorot: 1001, nested: { k: 'x' } },
  { date: '2026-03-10', category: 'מזון', amountAgorot: 20 },
  { date: '2026-03-11', category: 'מזון', paymentMethod: 'מזומן', amountAgorot: 5, nested: { k: 'y' } },
  { date: '2026-03-11', category: 'דיור', paymentMethod: 'ביט', amountAgorot: 'n/a' },
  { date: '2026-03-12', amountAgorot: 7 },
];

const sorted = (rows: object[]) => rows.map((r) => JSON.stringify(r)).sort();

describe('fastGroup', () => {
  it.each([
    {
      _id: { date: '$date', category: '$category', paymentMethod: '$paymentMethod' },
      agorot: { $sum: '$amountAgorot' },
    },
    { _id: '$category', agorot: { $sum: '$amountAgorot' }, n: { $sum: 1 } },
    { _id: null, total: { $sum: '$amountAgorot' } },
    { _id: '$nested.k', n: { $sum: 1 } },
  ])('gives what mingo gives for %j', (spec) => {
    expect(sorted(fastGroup(docs, spec)!)).toEqual(sorted(aggregate(docs, [{ $group: spec }])));
  });

  it('gives what mingo gives over many documents, in runs of one key and not, with nulls and missing fields', () => {
    let state = 11;
    const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
    const keys = ['a', 'b', 'ב', '1', 1, 1.5, 0, true, false, null, undefined];
    const many = Array.from({ length: 400 }, (_, i) => {
      const doc: Record<string, unknown> = { run: Math.floor(i / 25), amount: pick([1, 2.5, -3, 'x', null]) };
      for (const field of ['k', 'j']) {
        const value = pick(keys);
        if (value !== undefined) doc[field] = value;
      }
      return doc;
    });
    const specs = [
      { _id: '$run', total: { $sum: '$amount' }, n: { $sum: 1 } },
      { _id: '$k', total: { $sum: '$amount' } },
      { _id: { k: '$k', j: '$j' }, total: { $sum: '$amount' }, n: { $sum: 2 } },
      { _id: { run: '$run', k: '$k' }, n: { $sum: 1 } },
      { _id: 1, n: { $sum: 1 } },
      { _id: 'all', total: { $sum: '$amount' } },
    ];
    for (const spec of specs) {
      expect(sorted(fastGroup(many, spec)!), JSON.stringify(spec)).toEqual(
        sorted(aggregate(many, [{ $group: spec }])),
      );
    }
  });

  it('declines what it does not implement, so mingo handles it', () => {
    expect(fastGroup(docs, { _id: '$category', top: { $max: '$amountAgorot' } })).toBeUndefined();
    expect(fastGroup(docs, { _id: { $toUpper: '$category' }, n: { $sum: 1 } })).toBeUndefined();
    expect(fastGroup([{ tags: ['a', 'b'] }], { _id: '$tags.x', n: { $sum: 1 } })).toBeUndefined();
    expect(fastGroup([{ k: { deep: 1 } }], { _id: '$k', n: { $sum: 1 } })).toBeUndefined();
    expect(fastGroup([{ k: Number.NaN }], { _id: '$k', n: { $sum: 1 } })).toBeUndefined();
    expect(fastGroup([{ k: 1 }], { _id: '$$ROOT', n: { $sum: 1 } })).toBeUndefined();
  });
});

describe('fastExclusion', () => {
  it('drops top-level fields and declines inclusions and dotted paths', () => {
    expect(fastExclusion([{ _id: 1, a: 1, b: 2 }], { _id: 0, b: 0 })).toEqual([{ a: 1 }]);
    expect(fastExclusion([{ a: 1 }], { a: 1 })).toBeUndefined();
    expect(fastExclusion([{ a: { b: 1 } }], { 'a.b': 0 })).toBeUndefined();
  });
});
