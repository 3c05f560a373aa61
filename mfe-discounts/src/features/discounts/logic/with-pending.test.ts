import { describe, expect, it } from 'vitest';
import type { PendingRecords } from '@kaspit/shared-auth';
import type { Discount } from './discount-status.js';
import { withPending } from './with-pending.js';

const discount = (id: string, title: string, extra: Partial<Discount> = {}): Discount => ({
  id,
  title,
  discountType: 'percent',
  value: 10,
  isUsed: false,
  ...extra,
});

const none: PendingRecords<Discount> = {
  created: [],
  edited: new Map(),
  deleted: new Set(),
  waiting: new Set(),
};

describe('withPending', () => {
  it('applies waiting edits and deletes to the listed discounts and adds the ones made here', () => {
    const listed = [discount('a', 'קפה'), discount('b', 'ספרים'), discount('c', 'קולנוע')];
    const shown = withPending(listed, {
      created: [discount('d', 'פיצה'), discount('a', 'קפה')],
      edited: new Map([['b', discount('b', 'ספרים', { isUsed: true, usedAt: '2026-03-02' })]]),
      deleted: new Set(['c']),
      waiting: new Set(['b', 'c', 'd']),
    });
    expect(shown.map((d) => [d.id, d.isUsed])).toEqual([
      ['a', false],
      ['b', true],
      ['d', false],
    ]);
  });

  it('is the list itself when nothing waits', () => {
    const listed = [discount('a', 'קפה')];
    expect(withPending(listed, none)).toEqual(listed);
  });
});
