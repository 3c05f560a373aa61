import { describe, expect, it } from 'vitest';
import {
  countByFilter,
  expiryBadge,
  filterAndSort,
  savedIn,
  statusOf,
  type Discount,
} from './discount-status.js';

const today = '2026-03-15';
const base: Discount = { id: '0', title: 'x', discountType: 'percent', value: 10, isUsed: false };
const d = (fields: Partial<Discount>): Discount => ({ ...base, ...fields });

describe('statusOf', () => {
  it('is used when used, whatever the expiry', () => {
    expect(statusOf(d({ isUsed: true, usedAt: '2026-01-01', expiresAt: '2026-01-02' }), today)).toBe('used');
  });
  it('is still active on its expiry day and expired the day after', () => {
    expect(statusOf(d({ expiresAt: today }), today)).toBe('active');
    expect(statusOf(d({ expiresAt: '2026-03-14' }), today)).toBe('expired');
    expect(statusOf(d({}), today)).toBe('active');
  });
});

describe('expiryBadge', () => {
  it.each([
    ['2026-03-15', { kind: 'today' }],
    ['2026-03-16', { kind: 'tomorrow' }],
    ['2026-03-22', { kind: 'inDays', days: 7, soon: true }],
    ['2026-03-23', { kind: 'inDays', days: 8, soon: false }],
    ['2026-04-14', { kind: 'inDays', days: 30, soon: false }],
    ['2026-03-01', { kind: 'expired' }],
  ])('expiring %s reads %j', (expiresAt, badge) => {
    expect(expiryBadge(d({ expiresAt }), today)).toEqual(badge);
  });
  it('names the use date of a used discount, and says when there is no expiry', () => {
    expect(expiryBadge(d({ isUsed: true, usedAt: '2026-03-02' }), today)).toEqual({
      kind: 'used',
      date: '2026-03-02',
    });
    expect(expiryBadge(d({}), today)).toEqual({ kind: 'noExpiry' });
  });
  it('counts days across a month end and a leap day', () => {
    expect(expiryBadge(d({ expiresAt: '2028-03-01' }), '2028-02-27')).toEqual({
      kind: 'inDays',
      days: 3,
      soon: true,
    });
  });
});

const list = [
  d({ id: 'never', title: 'ב', expiresAt: undefined }),
  d({ id: 'late', title: 'א', expiresAt: '2026-06-01' }),
  d({ id: 'soon', title: 'ג', expiresAt: '2026-03-20' }),
  d({ id: 'gone', title: 'ד', expiresAt: '2026-03-01' }),
  d({
    id: 'used',
    title: 'ה',
    isUsed: true,
    usedAt: '2026-03-10',
    savedAmount: 25.5,
    expiresAt: '2026-04-01',
  }),
  d({ id: 'used-feb', title: 'ו', isUsed: true, usedAt: '2026-02-28', savedAmount: 100 }),
  d({ id: 'used-no-amount', title: 'ז', isUsed: true, usedAt: '2026-03-31' }),
];

describe('filterAndSort', () => {
  it('shows active discounts by expiry, the ones that never expire last', () => {
    expect(filterAndSort(list, 'active', today).map((x) => x.id)).toEqual(['soon', 'late', 'never']);
  });
  it('filters used and expired ones', () => {
    expect(filterAndSort(list, 'used', today).map((x) => x.id)).toEqual([
      'used',
      'used-feb',
      'used-no-amount',
    ]);
    expect(filterAndSort(list, 'expired', today).map((x) => x.id)).toEqual(['gone']);
    expect(filterAndSort(list, 'all', today)).toHaveLength(list.length);
  });
  it('does not reorder the list it was given', () => {
    const copy = [...list];
    filterAndSort(list, 'all', today);
    expect(list).toEqual(copy);
  });
  it('counts each filter', () => {
    expect(countByFilter(list, today)).toEqual({ active: 3, used: 3, expired: 1, all: 7 });
  });
});

describe('savedIn', () => {
  it('adds what the discounts used within the billing period saved, exactly', () => {
    expect(savedIn(list, { from: '2026-03-01', to: '2026-03-31' })).toEqual({ saved: 25_50, count: 2 });
    expect(savedIn(list, { from: '2026-02-10', to: '2026-03-09' })).toEqual({ saved: 100_00, count: 1 });
  });
});
