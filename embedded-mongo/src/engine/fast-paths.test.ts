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

  it('declines what it does not implement, so mingo handles it', () => {
    expect(fastGroup(docs, { _id: '$category', top: { $max: '$amountAgorot' } })).toBeUndefined();
    expect(fastGroup(docs, { _id: { $toUpper: '$category' }, n: { $sum: 1 } })).toBeUndefined();
    expect(fastGroup([{ tags: ['a', 'b'] }], { _id: '$tags.x', n: { $sum: 1 } })).toBeUndefined();
    expect(fastGroup([{ k: { deep: 1 } }], { _id: '$k', n: { $sum: 1 } })).toBeUndefined();
  });
});

describe('fastExclusion', () => {
  it('drops top-level fields and declines inclusions and dotted paths', () => {
    expect(fastExclusion([{ _id: 1, a: 1, b: 2 }], { _id: 0, b: 0 })).toEqual([{ a: 1 }]);
    expect(fastExclusion([{ a: 1 }], { a: 1 })).toBeUndefined();
    expect(fastExclusion([{ a: { b: 1 } }], { 'a.b': 0 })).toBeUndefined();
  });
});
