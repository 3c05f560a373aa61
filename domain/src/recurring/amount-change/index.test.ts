import { describe, expect, it } from 'vitest';
import { monthRange } from '../../dates/arithmetic/index.js';
import { DEFAULT_BILLING_CYCLE } from '../../billing-month/index.js';
import { amountInForce, type RecurringSchedule } from '../schedule/index.js';
import { applyAmountChange, initialAmountHistory } from './index.js';

const calendar = DEFAULT_BILLING_CYCLE;
const T0 = '2026-01-15T09:00:00.000Z';
const NOW = '2026-05-20T09:00:00.000Z';

const phone: RecurringSchedule = {
  amount: 10000,
  frequency: 'monthly',
  startDate: '2026-01-15',
  isActive: true,
  amountHistory: [{ effectiveFrom: '2026-01', amount: 10000, changedAt: T0 }],
};
const change = (over: Partial<Parameters<typeof applyAmountChange>[1]> = {}) => ({
  newAmount: 12000,
  scope: 'future' as const,
  currentMonth: '2026-05',
  changedAt: NOW,
  ...over,
});

describe('initialAmountHistory', () => {
  it('starts at the billing month of the start date', () => {
    const payment = { startDate: '2026-01-05', amount: 500 };
    expect(initialAmountHistory(payment, { startDay: 10, endDay: 9, endMonth: 1 }, T0)).toEqual([
      { effectiveFrom: '2025-12', amount: 500, changedAt: T0 },
    ]);
  });
});

describe('applyAmountChange, scope future', () => {
  it('keeps past prices, starts the new one this month and lists the next 12 billing months', () => {
    const result = applyAmountChange(phone, change({ reason: '  העלאת מחיר ' }), calendar);
    expect(result.amount).toBe(12000);
    expect(result.amountHistory).toEqual([
      { effectiveFrom: '2026-01', amount: 10000, changedAt: T0 },
      { effectiveFrom: '2026-05', amount: 12000, reason: 'העלאת מחיר', changedAt: NOW },
    ]);
    expect(result.affectedMonths).toEqual(monthRange('2026-05', '2027-04'));
    const updated = { ...phone, ...result };
    expect(amountInForce(updated, '2026-04')).toBe(10000);
    expect(amountInForce(updated, '2026-05')).toBe(12000);
  });

  it('records the old amount first when the payment has no history yet', () => {
    const result = applyAmountChange({ ...phone, amountHistory: [] }, change(), calendar);
    expect(result.amountHistory).toEqual([
      { effectiveFrom: '2026-01', amount: 10000, changedAt: NOW },
      { effectiveFrom: '2026-05', amount: 12000, changedAt: NOW },
    ]);
  });

  it('lists only months the payment occurs in, up to its end date', () => {
    const bimonthly = { ...phone, frequency: 'bimonthly' as const };
    expect(applyAmountChange(bimonthly, change(), calendar).affectedMonths).toEqual([
      '2026-05',
      '2026-07',
      '2026-09',
      '2026-11',
      '2027-01',
      '2027-03',
    ]);
    const yearly = { ...phone, frequency: 'yearly' as const, startDate: '2025-03-01' };
    expect(applyAmountChange(yearly, change(), calendar).affectedMonths).toEqual(['2027-03']);
    const ending = { ...phone, endDate: '2026-08-10' };
    expect(applyAmountChange(ending, change(), calendar).affectedMonths).toEqual([
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
    ]);
  });

  it('replaces a price already scheduled for later', () => {
    const scheduled = {
      ...phone,
      amountHistory: [...phone.amountHistory!, { effectiveFrom: '2026-08', amount: 15000, changedAt: T0 }],
    };
    const result = applyAmountChange(scheduled, change(), calendar);
    expect(result.amountHistory.map((e) => e.effectiveFrom)).toEqual(['2026-01', '2026-05']);
    expect(result.affectedMonths).toEqual(monthRange('2026-05', '2027-04'));
  });

  it('reports nothing when the amount does not change or the payment is inactive', () => {
    expect(applyAmountChange(phone, change({ newAmount: 10000 }), calendar).affectedMonths).toEqual([]);
    expect(applyAmountChange({ ...phone, isActive: false }, change(), calendar).affectedMonths).toEqual([]);
  });

  it('starts at the first billing month of a payment that has not started yet', () => {
    const later = { ...phone, startDate: '2026-09-01', amountHistory: undefined };
    const result = applyAmountChange(later, change(), calendar);
    expect(result.amountHistory).toEqual([{ effectiveFrom: '2026-09', amount: 12000, changedAt: NOW }]);
    expect(result.affectedMonths).toEqual(monthRange('2026-09', '2027-04'));
  });
});

describe('applyAmountChange, scope all', () => {
  it('rewrites every occurrence and lists past ones up to the current month', () => {
    const result = applyAmountChange(phone, change({ scope: 'all' }), calendar);
    expect(result.amountHistory).toEqual([{ effectiveFrom: '2026-01', amount: 12000, changedAt: NOW }]);
    expect(result.affectedMonths).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05']);
  });

  it('lists only the months whose amount actually changed', () => {
    const raised = {
      ...phone,
      amountHistory: [...phone.amountHistory!, { effectiveFrom: '2026-03', amount: 12000, changedAt: T0 }],
    };
    expect(applyAmountChange(raised, change({ scope: 'all' }), calendar).affectedMonths).toEqual([
      '2026-01',
      '2026-02',
    ]);
    const quarterly = { ...phone, frequency: 'quarterly' as const };
    expect(applyAmountChange(quarterly, change({ scope: 'all' }), calendar).affectedMonths).toEqual([
      '2026-01',
      '2026-04',
    ]);
  });

  it('uses the billing month of the start date under a spanning cycle', () => {
    const tenth = { startDay: 10, endDay: 9, endMonth: 1 as const };
    const early = { ...phone, startDate: '2026-01-05', amountHistory: undefined };
    const result = applyAmountChange(early, change({ scope: 'all', currentMonth: '2026-01' }), tenth);
    expect(result.amountHistory[0]!.effectiveFrom).toBe('2025-12');
    expect(result.affectedMonths).toEqual(['2025-12', '2026-01']);
  });
});

describe('applyAmountChange validation', () => {
  it('rejects bad amounts, scopes, months and timestamps', () => {
    expect(() => applyAmountChange(phone, change({ newAmount: 0 }), calendar)).toThrow(
      'newAmount must be more than 0 and at most 10,000,000 shekels',
    );
    expect(() => applyAmountChange(phone, change({ newAmount: 12.5 }), calendar)).toThrow('newAmount');
    expect(() => applyAmountChange(phone, change({ scope: 'past' as never }), calendar)).toThrow(
      'scope must be "future", "all" or "from", got "past"',
    );
    expect(() => applyAmountChange(phone, change({ currentMonth: '2026-5' }), calendar)).toThrow(
      'Invalid month "2026-5"',
    );
    expect(() => applyAmountChange(phone, change({ changedAt: '' }), calendar)).toThrow(
      'changedAt must be a timestamp',
    );
  });
});

describe('applyAmountChange, scope from', () => {
  it("starts a later price in the month given, keeps today's price shown and lists the months from then", () => {
    const result = applyAmountChange(phone, change({ scope: 'from', effectiveFrom: '2026-08' }), calendar);
    expect(result.amount).toBe(10000);
    expect(result.amountHistory).toEqual([
      { effectiveFrom: '2026-01', amount: 10000, changedAt: T0 },
      { effectiveFrom: '2026-08', amount: 12000, changedAt: NOW },
    ]);
    expect(result.affectedMonths).toEqual(monthRange('2026-08', '2027-07'));
    const updated = { ...phone, amountHistory: result.amountHistory };
    expect(amountInForce(updated, '2026-07')).toBe(10000);
    expect(amountInForce(updated, '2026-08')).toBe(12000);
  });

  it("can start in a past month: the months since then change, the new price is today's", () => {
    const result = applyAmountChange(phone, change({ scope: 'from', effectiveFrom: '2026-03' }), calendar);
    expect(result.amount).toBe(12000);
    expect(result.affectedMonths[0]).toBe('2026-03');
    expect(result.affectedMonths.at(-1)).toBe('2027-04');
  });

  it('starts no earlier than the payment does', () => {
    const result = applyAmountChange(phone, change({ scope: 'from', effectiveFrom: '2025-06' }), calendar);
    expect(result.amountHistory).toEqual([{ effectiveFrom: '2026-01', amount: 12000, changedAt: NOW }]);
  });

  it('needs a valid effective month, and takes one with no other scope', () => {
    expect(() => applyAmountChange(phone, change({ scope: 'from' }), calendar)).toThrow(/effectiveFrom/);
    expect(() =>
      applyAmountChange(phone, change({ scope: 'from', effectiveFrom: '2026-13' }), calendar),
    ).toThrow(/Invalid month/);
    expect(() => applyAmountChange(phone, change({ effectiveFrom: '2026-08' }), calendar)).toThrow(
      /only for scope "from"/,
    );
  });
});
