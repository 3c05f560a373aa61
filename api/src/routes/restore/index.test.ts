import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signIn, startTestApp, type Person, type TestApp } from '../../test-support/app.js';
import { call, errorPaths } from '../../test-support/http.js';
import { afterAll, beforeAll } from 'vitest';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

/** A person of the test's own: nothing another test did is in their account. */
const fresh = (label: string) => signIn(t, `${label}.${randomUUID().slice(0, 8)}@example.com`, label);

async function send<T = Record<string, unknown>>(who: Person, method: string, path: string, body?: unknown) {
  const res = await call<T>(t, method, `/api${path}`, who.auth, body);
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** What the personal area's "export my data" writes: the user record and every list, unfiltered. */
async function exportOf(who: Person) {
  const id = who.user.id;
  const [user, outcomes, incomes, recurring, discounts, transfers] = await Promise.all([
    send<{ userData: unknown }>(who, 'GET', `/users/${id}`),
    send<{ outcomes: unknown[] }>(who, 'GET', '/outcomes'),
    send<{ incomes: unknown[] }>(who, 'GET', '/incomes'),
    send<{ recurringPayments: unknown[] }>(who, 'GET', '/recurring-payments'),
    send<{ discounts: unknown[] }>(who, 'GET', '/discounts'),
    send<{ transfers: unknown[] }>(who, 'GET', '/transfers'),
  ]);
  return {
    format: 'kaspit-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    userData: user.userData,
    outcomes: outcomes.outcomes,
    incomes: incomes.incomes,
    recurringPayments: recurring.recurringPayments,
    discounts: discounts.discounts,
    transfers: transfers.transfers,
  };
}

const MONTHS = ['2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02'];
const statisticsOf = (who: Person) =>
  Promise.all(MONTHS.map((m) => send<{ statistics: unknown }>(who, 'GET', `/statistics?month=${m}`)));

/** An account with one of everything, on a billing cycle from the 10th. */
async function seed(who: Person) {
  const id = who.user.id;
  await send(who, 'POST', '/users', {
    userData: { billingCyclePeriod: { startDay: 10, endDay: 9, endMonth: 1 } },
  });
  await send(who, 'PATCH', `/users/${id}/categories`, { categoryName: 'חיות מחמד', budgetAmount: 300 });
  await send(who, 'PATCH', `/users/${id}/budgets`, { categoryName: 'מזון וסופר', budgetAmount: 1500 });
  await send(who, 'PATCH', `/users/${id}/payments-methods`, { paymentMethodName: 'ויזה 1234' });
  await send(who, 'PATCH', `/users/${id}/income-categories`, { categoryName: 'בונוס' });
  await send(who, 'PATCH', `/users/${id}/bank-account-balance`, {
    month: '2026-11',
    amount: 5000,
    billingCyclePeriod: { startDay: 10, endDay: 9, endMonth: 1 },
  });
  const outcome = (data: Record<string, unknown>) => send(who, 'POST', '/outcomes', { outcomeData: data });
  await outcome({
    date: '2026-11-12',
    amount: 250.4,
    category: 'מזון וסופר',
    paymentMethod: 'ויזה 1234',
    description: 'שופרסל',
  });
  await outcome({ date: '2026-11-20', amount: -50.25, category: 'ביגוד', description: 'זיכוי זארה' });
  await outcome({
    date: '2026-10-15',
    amount: 1000,
    category: 'חיות מחמד',
    description: 'מיטה לכלב',
    installments: { total: 3 },
  });
  // A category removed after use: its record keeps the name.
  await send(who, 'PATCH', `/users/${id}/categories`, { categoryName: 'זמני', budgetAmount: 0 });
  await outcome({ date: '2026-11-25', amount: 80, category: 'זמני', description: 'משהו' });
  await send(who, 'DELETE', `/users/${id}/categories/${encodeURIComponent('זמני')}`);
  await send(who, 'POST', '/incomes', {
    incomeData: { date: '2026-11-11', amount: 12345.67, source: 'משכורת', category: 'בונוס' },
  });
  const netflix = await send<{ recurringPayment: { id: string } }>(who, 'POST', '/recurring-payments', {
    recurringPaymentData: {
      name: 'נטפליקס',
      amount: 49.9,
      category: 'מנויים',
      frequency: 'monthly',
      startDate: '2026-09-12',
    },
  });
  const netflixId = netflix.recurringPayment.id;
  await send(who, 'PATCH', `/recurring-payments/${netflixId}/amount`, {
    newAmount: 59.9,
    scope: 'from',
    effectiveFrom: '2026-12',
  });
  await send(who, 'PATCH', `/recurring-payments/${netflixId}/skip`, { month: '2027-01' });
  await send(who, 'POST', '/recurring-payments', {
    recurringPaymentData: {
      name: 'ביטוח דירה',
      amount: 1200,
      category: 'ביטוח',
      frequency: 'yearly',
      startDate: '2026-11-15',
    },
  });
  await send(who, 'POST', '/transfers', {
    transferData: {
      date: '2026-12-02',
      amount: 250.4,
      from: 'בנק לאומי',
      to: 'ויזה 1234',
      description: 'חיוב כרטיס',
    },
  });
  await send(who, 'POST', '/discounts', {
    discountData: {
      title: 'קופון',
      discountType: 'fixed',
      value: 30,
      isUsed: true,
      usedAt: '2026-11-21',
      savedAmount: 30,
    },
  });
}

type Restored = {
  restored: Record<string, { created: number; existing: number }>;
  settings: Record<string, unknown>;
};

describe('POST /restore', () => {
  it('restores an export into an empty account: every month’s statistics equal, plans and payments as they were; again, nothing', async () => {
    const dana = await fresh('dana');
    const noa = await fresh('noa');
    await seed(dana);
    const backup = await exportOf(dana);
    const before = await statisticsOf(dana);
    expect(JSON.stringify(await statisticsOf(noa))).not.toBe(JSON.stringify(before));

    const first = await call<Restored>(t, 'POST', '/api/restore', noa.auth, { backup });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.restored).toEqual({
      outcomes: { created: 6, existing: 0 },
      incomes: { created: 1, existing: 0 },
      recurringPayments: { created: 2, existing: 0 },
      discounts: { created: 1, existing: 0 },
      transfers: { created: 1, existing: 0 },
    });
    expect(first.body.data.settings).toMatchObject({
      billingCycle: 'restored',
      categories: 1,
      paymentMethods: 1,
    });
    expect(JSON.stringify(await statisticsOf(noa))).toBe(JSON.stringify(before));

    // Payments and plans are what they were, not one-off expenses.
    const strip = (rows: Record<string, unknown>[]) =>
      rows
        .map(({ createdAt: _c, updatedAt: _u, ...rest }) => rest)
        .sort((a, b) => String(a.id).localeCompare(String(b.id)));
    const restored = await exportOf(noa);
    for (const kind of ['outcomes', 'incomes', 'recurringPayments', 'discounts', 'transfers'] as const) {
      expect(strip(restored[kind] as never)).toEqual(strip(backup[kind] as never));
    }
    const share = (restored.outcomes as { id: string; installments?: { number: number } }[]).find(
      (o) => o.installments?.number === 2,
    )!;
    expect((await send<{ deleted: number }>(noa, 'DELETE', `/outcomes/${share.id}`)).deleted).toBe(3);
    await call(t, 'POST', '/api/restore', noa.auth, { backup });

    const second = await call<Restored>(t, 'POST', '/api/restore', noa.auth, { backup });
    expect(second.status).toBe(200);
    expect(Object.values(second.body.data.restored).every((k) => k.created === 0)).toBe(true);
    expect(second.body.data.settings).toMatchObject({
      categories: 0,
      paymentMethods: 0,
      budgets: 0,
      balances: 0,
    });
    expect(JSON.stringify(await statisticsOf(noa))).toBe(JSON.stringify(before));
  });

  it('refuses a bad backup whole, naming the record, and changes nothing', async () => {
    const gil = await fresh('gil');
    const userBefore = await send(gil, 'GET', `/users/${gil.user.id}`);
    const good = {
      id: randomUUID(),
      date: '2026-11-02',
      amount: 10,
      category: 'מזון וסופר',
      description: 'לחם',
    };
    const backup = {
      format: 'kaspit-export',
      version: 1,
      userData: { categories: [{ categoryName: 'חדשה', budgetAmount: 100 }] },
      outcomes: [good, { ...good, id: randomUUID(), amount: 'abc' }],
      incomes: [],
      recurringPayments: [],
      discounts: [],
    };
    const bad = await call(t, 'POST', '/api/restore', gil.auth, { backup });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Validation failed');
    expect(errorPaths(bad.body)).toEqual(['backup.outcomes.1.amount']);

    const notExport = await call(t, 'POST', '/api/restore', gil.auth, { backup: { hello: 1 } });
    expect(errorPaths(notExport.body)).toEqual([
      'backup.discounts',
      'backup.incomes',
      'backup.outcomes',
      'backup.recurringPayments',
    ]);
    const month = await call(t, 'POST', '/api/restore', gil.auth, {
      backup: { ...backup, outcomes: [good], month: '2026-11' },
    });
    expect(errorPaths(month.body)).toEqual(['backup.month']);

    const planId = randomUUID();
    const share = (number: number, price: number) => ({
      ...good,
      id: randomUUID(),
      installments: { planId, number, total: 3, price },
    });
    const plan = await call(t, 'POST', '/api/restore', gil.auth, {
      backup: { ...backup, outcomes: [share(1, 30), share(2, 31)] },
    });
    expect(errorPaths(plan.body)).toEqual(['backup.outcomes.1.installments']);

    expect(await send(gil, 'GET', `/users/${gil.user.id}`)).toEqual(userBefore);
    expect((await send<{ outcomes: unknown[] }>(gil, 'GET', '/outcomes')).outcomes).toEqual([]);
  });

  it('keeps the billing cycle of an account that has records of its own', async () => {
    const source = await fresh('source');
    const target = await fresh('target');
    await send(source, 'POST', '/users', {
      userData: { billingCyclePeriod: { startDay: 10, endDay: 9, endMonth: 1 } },
    });
    await send(target, 'POST', '/incomes', {
      incomeData: { date: '2026-11-01', amount: 100, source: 'מתנה' },
    });
    const res = await call<Restored & { userData: { billingCyclePeriod: unknown } }>(
      t,
      'POST',
      '/api/restore',
      target.auth,
      {
        backup: await exportOf(source),
      },
    );
    expect(res.body.data.settings.billingCycle).toBe('kept');
    expect(res.body.data.userData.billingCyclePeriod).toEqual({ startDay: 1, endDay: 31, endMonth: 0 });
  });

  it('takes a backup larger than other requests may be', async () => {
    const big = await fresh('big');
    const outcomes = Array.from({ length: 6000 }, (_, i) => ({
      id: randomUUID(),
      date: '2026-06-01',
      amount: 1,
      category: 'שונות',
      description: `שורה ארוכה מספר ${i} `.padEnd(100, 'x'),
    }));
    const res = await call<Restored>(t, 'POST', '/api/restore', big.auth, {
      backup: { outcomes, incomes: [], recurringPayments: [], discounts: [] },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.restored.outcomes?.created).toBe(6000);
  });
});
