import { describe, expect, it } from 'vitest';
import type { RecurringSchedule } from '@kaspit/domain';
import {
  expiringDiscounts,
  forecastByCategory,
  possibleSubscriptions,
  priceRises,
  type Expense,
  type RecurringLike,
} from './rules.js';
import { mad, median } from './stats.js';

const calendar = { startDay: 1, endDay: 31, endMonth: 0 } as const;
let n = 0;
const expense = (
  date: string,
  shekels: number,
  category = 'מזון וסופר',
  description = 'קנייה',
  extra: Partial<Expense> = {},
): Expense => ({
  id: `e${++n}`,
  date,
  amountAgorot: Math.round(shekels * 100),
  category,
  description,
  ...extra,
});

describe('statistics helpers', () => {
  it('median and MAD', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    expect(mad([1, 2, 3, 4, 100])).toBe(1);
  });
});

describe('forecastByCategory', () => {
  const period = { from: '2026-04-01', to: '2026-04-30' };
  it('scales everyday spending by the days passed and adds fixed charges as they are', () => {
    const [food, bills] = forecastByCategory({
      period,
      today: '2026-04-10', // 10 of 30 days
      expenses: [
        expense('2026-04-02', 300),
        expense('2026-04-05', 100, 'מזון וסופר', 'מעיל', { planId: 'p' }), // an installment: fixed
        expense('2026-04-25', 50), // dated later in the period: fixed
      ],
      recurringDue: [{ category: 'חשבונות', amountAgorot: 40_000 }],
      budgets: new Map([
        ['מזון וסופר', 100_000],
        ['חשבונות', 45_000],
      ]),
    });
    expect(food).toMatchObject({
      category: 'מזון וסופר',
      spent: 45_000,
      forecast: 90_000 + 15_000,
      status: 'over',
    });
    expect(food!.records.map((r) => r.amountAgorot)).toEqual([30_000, 10_000, 5_000]);
    expect(bills).toMatchObject({ forecast: 40_000, budget: 45_000, status: 'near' });
  });

  it('forecasts what was spent in a closed period and lists budgets without spending', () => {
    const rows = forecastByCategory({
      period,
      today: '2026-06-01',
      expenses: [expense('2026-04-02', 300)],
      recurringDue: [],
      budgets: new Map([['ביגוד', 10_000]]),
    });
    expect(rows).toEqual([
      expect.objectContaining({
        category: 'מזון וסופר',
        forecast: 30_000,
        status: 'no-budget',
        budget: null,
      }),
      expect.objectContaining({ category: 'ביגוד', forecast: 0, status: 'ok' }),
    ]);
  });

  it('a future period forecasts only what is fixed', () => {
    const [row] = forecastByCategory({
      period,
      today: '2026-03-15',
      expenses: [expense('2026-04-20', 80)],
      recurringDue: [],
      budgets: new Map(),
    });
    expect(row!.forecast).toBe(8_000);
  });
});

const schedule = (extra: Partial<RecurringSchedule> = {}): RecurringSchedule => ({
  amount: 5_000,
  frequency: 'monthly',
  startDate: '2025-06-01',
  isActive: true,
  endDate: null,
  amountHistory: [{ effectiveFrom: '2025-06', amount: 5_000, changedAt: '2025-06-01T00:00:00Z' }],
  ...extra,
});
const payment = (name: string, s: RecurringSchedule, category = 'מנויים'): RecurringLike => ({
  id: name,
  name,
  category,
  schedule: s,
});

describe('priceRises', () => {
  it('reports a running payment whose price rose in the last six months, with the reason', () => {
    const rose = payment(
      'סלקום',
      schedule({
        amount: 6_000,
        amountHistory: [
          { effectiveFrom: '2025-06', amount: 5_000, changedAt: 'x' },
          { effectiveFrom: '2026-02', amount: 6_000, reason: 'העלאת מחיר', changedAt: 'y' },
        ],
      }),
    );
    const flat = payment('נטפליקס', schedule());
    const ended = payment('ישן', schedule({ ...rose.schedule, endDate: '2025-12-31', isActive: false }));
    expect(priceRises([rose, flat, ended], '2026-04', calendar)).toEqual([
      { payment: rose, previousAgorot: 5_000, currentAgorot: 6_000, since: '2026-02', reason: 'העלאת מחיר' },
    ]);
  });

  it('a cut is no rise', () => {
    const cut = payment(
      'x',
      schedule({
        amountHistory: [
          { effectiveFrom: '2025-06', amount: 5_000, changedAt: 'x' },
          { effectiveFrom: '2026-03', amount: 4_000, changedAt: 'y' },
        ],
      }),
    );
    expect(priceRises([cut], '2026-04', calendar)).toEqual([]);
  });
});

describe('possibleSubscriptions', () => {
  const monthly = (description: string, amounts: number[], category = 'פנאי') =>
    amounts.map((a, i) =>
      expense(`2026-0${i + 1}-07`, a, category, description, { paymentMethod: 'כרטיס אשראי' }),
    );

  it('finds a similar monthly charge over three consecutive months with no recurring payment', () => {
    const found = possibleSubscriptions(
      monthly('ספוטיפיי', [19.9, 19.9, 21.9, 21.9]),
      [],
      '2026-04',
      calendar,
    );
    expect(found).toEqual([
      {
        description: 'ספוטיפיי',
        category: 'פנאי',
        paymentMethod: 'כרטיס אשראי',
        amountAgorot: 2_190,
        months: ['2026-01', '2026-02', '2026-03', '2026-04'],
        firstDate: '2026-01-07',
      },
    ]);
  });

  it('a monthly refund is not a subscription, and a refund beside a monthly charge does not break its run', () => {
    expect(
      possibleSubscriptions(monthly('החזר ביטוח', [-40, -40, -40, -40]), [], '2026-04', calendar),
    ).toEqual([]);
    const withRefund = [
      ...monthly('ספוטיפיי', [19.9, 19.9, 19.9]),
      expense('2026-02-20', -19.9, 'פנאי', 'ספוטיפיי'),
    ];
    expect(possibleSubscriptions(withRefund, [], '2026-03', calendar).map((s) => s.months)).toEqual([
      ['2026-01', '2026-02', '2026-03'],
    ]);
  });

  it('ignores two months, broken runs, varying amounts, several a month and registered payments', () => {
    expect(possibleSubscriptions(monthly('א', [50, 50]), [], '2026-04', calendar)).toEqual([]);
    const gap = monthly('ב', [50, 50, 50, 50]).filter((e) => !e.date.startsWith('2026-03'));
    expect(possibleSubscriptions(gap, [], '2026-04', calendar)).toEqual([]);
    expect(
      possibleSubscriptions(monthly('ג', [50, 90, 50, 50]).slice(0, 3), [], '2026-03', calendar),
    ).toEqual([]);
    const twice = [...monthly('ד', [50, 50, 50, 50]), expense('2026-04-20', 50, 'פנאי', 'ד')];
    expect(possibleSubscriptions(twice, [], '2026-04', calendar)).toEqual([]);
    const registered = [payment('ספוטיפיי פרימיום', schedule({ amount: 1_990 }), 'פנאי')];
    expect(
      possibleSubscriptions(monthly('ספוטיפיי', [19.9, 19.9, 19.9]), registered, '2026-03', calendar),
    ).toEqual([]);
  });
});

describe('expiringDiscounts', () => {
  it('lists unused discounts expiring within 14 days, soonest first', () => {
    const d = (id: string, expiresAt?: string, isUsed = false) => ({
      id,
      title: id,
      isUsed,
      ...(expiresAt ? { expiresAt } : {}),
    });
    const found = expiringDiscounts(
      [
        d('later', '2026-04-24'),
        d('soon', '2026-04-11'),
        d('past', '2026-04-09'),
        d('far', '2026-04-25'),
        d('used', '2026-04-12', true),
        d('none'),
      ],
      '2026-04-10',
    );
    expect(found.map((f) => [f.discount.id, f.daysLeft])).toEqual([
      ['soon', 1],
      ['later', 14],
    ]);
  });
});
