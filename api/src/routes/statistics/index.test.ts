import { describe, expect, it } from 'vitest';
import { withSignedInApp, type Person, type TestApp } from '../../test-support/app.js';
import { call } from '../../test-support/http.js';

let t: TestApp;
let dana: Person;
let yossi: Person;
withSignedInApp(['dana', 'yossi'], (app, people) => ([t, [dana, yossi]] = [app, people as [Person, Person]]));

interface Statistics {
  month: string;
  period: { from: string; to: string };
  totals: { outcomes: number; recurring: number; incomes: number; discountsSaved: number; net: number };
  byCategory: { category: string; spent: number; budget: number | null; remaining: number | null }[];
  byPaymentMethod: { paymentMethod: string | null; spent: number }[];
  daily: { date: string; spent: number }[];
  trend: { month: string; outcomes: number; recurring: number; incomes: number }[];
}

const post = (who: Person, path: string, body: object) => call(t, 'POST', path, who.auth, body);

describe('statistics', () => {
  it('equals an independent computation for a seeded billing month (cycle 10th → 9th)', async () => {
    await call(t, 'PATCH', `/api/users/${dana.user.id}/profile`, dana.auth, {
      billingCyclePeriod: { startDay: 10, endDay: 9, endMonth: 1 },
    });
    await t.db
      .collection('users')
      .updateOne(
        { id: dana.user.id },
        { $set: { 'categories.0.budgetAmount': 1000, 'budgets.מזון וסופר': 1000 } },
      );
    // Billing month 2026-03 runs 2026-03-10 .. 2026-04-09.
    const outcomes = [
      { date: '2026-03-09', amount: 500, category: 'מזון וסופר', paymentMethod: 'מזומן' }, // February's
      { date: '2026-03-10', amount: 100.1, category: 'מזון וסופר', paymentMethod: 'מזומן' },
      { date: '2026-03-20', amount: 0.2, category: 'מזון וסופר', paymentMethod: 'ביט' },
      { date: '2026-04-09', amount: 250, category: 'מסעדות', paymentMethod: 'כרטיס אשראי' },
      { date: '2026-04-10', amount: 70, category: 'מסעדות', paymentMethod: 'מזומן' }, // April's
    ];
    for (const o of outcomes)
      await post(dana, '/api/outcomes', { outcomeData: { ...o, description: 'קנייה' } });
    // 300 ₪ in 3 installments from 2026-02-15: 100 in Feb's, Mar's and Apr's billing months.
    await post(dana, '/api/outcomes', {
      outcomeData: {
        date: '2026-02-15',
        amount: 300,
        category: 'ביגוד',
        description: 'מעיל',
        installments: { total: 3 },
      },
    });
    await post(dana, '/api/incomes', {
      incomeData: { date: '2026-03-15', amount: 9000.5, source: 'משכורת' },
    });
    await post(dana, '/api/incomes', { incomeData: { date: '2026-04-15', amount: 1, source: 'אחר' } });
    await post(dana, '/api/discounts', {
      discountData: {
        title: 'הנחה',
        discountType: 'fixed',
        value: 20,
        isUsed: true,
        usedAt: '2026-03-25',
        savedAmount: 20,
      },
    });
    await post(dana, '/api/recurring-payments', {
      recurringPaymentData: {
        name: 'חשמל',
        amount: 400,
        category: 'חשבונות',
        paymentMethod: 'העברה בנקאית',
        frequency: 'bimonthly',
        startDate: '2026-01-12',
      },
    });
    await post(dana, '/api/recurring-payments', {
      recurringPaymentData: {
        name: 'ספוטיפיי',
        amount: 19.9,
        category: 'מנויים',
        frequency: 'monthly',
        startDate: '2025-06-01',
      },
    });
    // Someone else's data never counts.
    await post(yossi, '/api/outcomes', {
      outcomeData: { date: '2026-03-20', amount: 999, category: 'מזון וסופר', description: 'x' },
    });

    const res = await call<{ statistics: Statistics }>(
      t,
      'GET',
      `/api/statistics?userId=${dana.user.id}&month=2026-03`,
      dana.auth,
    );
    expect(res.status).toBe(200);
    const s = res.body.data.statistics;
    expect(s.period).toEqual({ from: '2026-03-10', to: '2026-04-09' });
    // Independent sums in agorot: outcomes 10010 + 20 + 25000 + 10000 (installment 2); recurring 40000 (bimonthly
    // from January's month: Jan, Mar) + 1990; incomes 900050; discounts 2000.
    const outcomesAgorot = 10010 + 20 + 25000 + 10000;
    const recurringAgorot = 40000 + 1990;
    expect(s.totals).toEqual({
      outcomes: outcomesAgorot / 100,
      recurring: recurringAgorot / 100,
      incomes: 9000.5,
      discountsSaved: 20,
      net: (900050 - outcomesAgorot - recurringAgorot) / 100,
    });
    expect(s.byCategory).toEqual([
      { category: 'חשבונות', spent: 400, budget: null, remaining: null },
      { category: 'מסעדות', spent: 250, budget: null, remaining: null },
      { category: 'מזון וסופר', spent: 100.3, budget: 1000, remaining: 899.7 },
      { category: 'ביגוד', spent: 100, budget: null, remaining: null },
      { category: 'מנויים', spent: 19.9, budget: null, remaining: null },
    ]);
    expect(s.byPaymentMethod).toEqual([
      { paymentMethod: 'העברה בנקאית', spent: 400 },
      { paymentMethod: 'כרטיס אשראי', spent: 250 },
      { paymentMethod: null, spent: 119.9 },
      { paymentMethod: 'מזומן', spent: 100.1 },
      { paymentMethod: 'ביט', spent: 0.2 },
    ]);
    expect(s.daily).toHaveLength(31);
    expect(s.daily.find((d) => d.date === '2026-03-10')).toEqual({ date: '2026-03-10', spent: 100.1 });
    expect(s.daily.reduce((sum, d) => sum + Math.round(d.spent * 100), 0)).toBe(outcomesAgorot);
    expect(s.trend).toHaveLength(12);
    expect(s.trend.at(-1)).toEqual({
      month: '2026-03',
      outcomes: outcomesAgorot / 100,
      recurring: recurringAgorot / 100,
      incomes: 9000.5,
    });
    expect(s.trend.at(-2)).toEqual({ month: '2026-02', outcomes: 600, recurring: 19.9, incomes: 0 });
  });

  it('validates the month and guards the user id', async () => {
    expect((await call(t, 'GET', '/api/statistics?month=2026-3', dana.auth)).status).toBe(400);
    expect((await call(t, 'GET', `/api/statistics?userId=${yossi.user.id}`, dana.auth)).status).toBe(403);
    expect((await call(t, 'GET', '/api/statistics', undefined)).status).toBe(401);
    const current = await call<{ statistics: Statistics }>(t, 'GET', '/api/statistics', yossi.auth);
    expect(current.body.data.statistics.month).toMatch(/^\d{4}-\d{2}$/);
  });
});
