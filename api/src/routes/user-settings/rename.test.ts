import { describe, expect, it } from 'vitest';
import { withSignedInApp, type TestApp } from '../../test-support/app.js';
import {
  call,
  expectOneFact,
  expectValidationFailure,
  stored,
  userUrl,
  type Person,
} from '../../test-support/user-settings.js';

let t: TestApp;
let dana: Person;
let yossi: Person;
withSignedInApp(['dana', 'yossi'], (app, people) => ([t, [dana, yossi]] = [app, people as [Person, Person]]));

const FOOD = 'מזון וסופר';
const RECORD_COLLECTIONS = ['outcomes', 'incomes', 'discounts', 'recurringPayments'] as const;

const post = async (who: Person, resource: string, body: unknown) => {
  const reply = await call(t, 'POST', `/api/${resource}`, who, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
};
const renameCategory = (who: Person, name: string, body: unknown, owner = who) =>
  call(t, 'PATCH', userUrl(owner, `categories/${encodeURIComponent(name)}/name`), who, body);
const renameMethod = (who: Person, name: string, body: unknown, owner = who) =>
  call(t, 'PATCH', userUrl(owner, `payments-methods/${encodeURIComponent(name)}/name`), who, body);

/** Each collection's records of `who` as `field` values, sorted, so a test sees exactly which names moved. */
async function namesIn(who: Person, field: 'category' | 'paymentMethod') {
  const result: Record<string, unknown[]> = {};
  for (const name of RECORD_COLLECTIONS) {
    const docs = await t.db.collection(name).find({ userId: who.user.id }).toArray();
    result[name] = docs.map((d) => d[field] ?? null).sort();
  }
  return result;
}

/** An expense, a 3-installment plan, a recurring payment, a discount and an income, all in the food category. */
async function seedFood(who: Person) {
  const expense = {
    date: '2026-03-09',
    amount: 120,
    category: FOOD,
    paymentMethod: 'ביט',
    description: 'סופר',
  };
  await post(who, 'outcomes', { outcomeData: expense });
  await post(who, 'outcomes', { outcomeData: { ...expense, amount: 900, installments: { total: 3 } } });
  await post(who, 'outcomes', { outcomeData: { ...expense, category: 'מסעדות', paymentMethod: 'מזומן' } });
  await post(who, 'recurring-payments', {
    recurringPaymentData: {
      name: 'סל ירקות',
      amount: 80,
      category: FOOD,
      paymentMethod: 'ביט',
      frequency: 'monthly',
      startDate: '2026-01-01',
    },
  });
  await post(who, 'discounts', {
    discountData: { title: 'שובר סופר', discountType: 'fixed', value: 50, category: FOOD },
  });
  // Incomes now take income categories; one stored before they existed may carry an expense category.
  await t.db.collection('incomes').insertOne({
    userId: who.user.id,
    id: `legacy-income-${who.user.id}`,
    date: '2026-03-01',
    amountAgorot: 4000,
    source: 'החזר',
    category: FOOD,
  });
}

describe('PATCH /users/{userId}/categories/{name}/name', () => {
  it("renames the category, keeps its budget and moves every one of the caller's records, and only theirs", async () => {
    await seedFood(dana);
    await seedFood(yossi);
    expect(
      (await call(t, 'PATCH', userUrl(dana, 'budgets'), dana, { categoryName: FOOD, budgetAmount: 1500 }))
        .status,
    ).toBe(200);
    // An older record may hold another spelling of the same name; it moves too.
    await t.db
      .collection('outcomes')
      .insertOne({ userId: dana.user.id, id: 'legacy', category: ' מזון  וסופר' });
    const position = (await stored(t, dana)).categories.findIndex((c) => c.categoryName === FOOD);
    const yossiBefore = await namesIn(yossi, 'category');

    const reply = await renameCategory(dana, FOOD, { newName: ' סופר ומכולת ' });

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      isSuccess: true,
      message: 'Category renamed',
      data: {
        budgets: { 'סופר ומכולת': 1500 },
        renamedRecords: { outcomes: 5, incomes: 1, discounts: 1, recurringPayments: 1 },
      },
    });
    const user = await stored(t, dana);
    expect(user.categories[position]).toEqual({ categoryName: 'סופר ומכולת', budgetAmount: 1500 });
    expect(user.categories.some((c) => c.categoryName === FOOD)).toBe(false);
    expect(user.budgets).not.toHaveProperty(FOOD);
    expectOneFact(user);
    expect(await namesIn(dana, 'category')).toEqual({
      outcomes: ['מסעדות', ...Array(5).fill('סופר ומכולת')],
      incomes: ['סופר ומכולת'],
      discounts: ['סופר ומכולת'],
      recurringPayments: ['סופר ומכולת'],
    });
    expect(await namesIn(yossi, 'category')).toEqual(yossiBefore);
    await t.db.collection('outcomes').deleteOne({ userId: dana.user.id, id: 'legacy' });
    // Through the API too: every installment of the plan carries the new name.
    const listed = await call(t, 'GET', '/api/outcomes?from=2026-01-01&to=2026-12-31', dana);
    const outcomes = listed.body.data?.outcomes as { category: string; installments?: unknown }[];
    expect(outcomes.filter((o) => o.installments).map((o) => o.category)).toEqual(
      Array(3).fill('סופר ומכולת'),
    );
  });

  it('a repeated rename answers 200 with the current state, writes nothing, and finishes records left behind', async () => {
    const before = await stored(t, dana);
    const again = await renameCategory(dana, FOOD, { newName: 'סופר ומכולת' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      budgets: { 'סופר ומכולת': 1500 },
      renamedRecords: { outcomes: 0, incomes: 0, discounts: 0, recurringPayments: 0 },
    });
    expect(await stored(t, dana)).toEqual(before);
    // As if the first request stopped after renaming the category and before moving this record.
    await t.db.collection('discounts').updateOne({ userId: dana.user.id }, { $set: { category: FOOD } });
    const healed = await renameCategory(dana, FOOD, { newName: 'סופר ומכולת' });
    expect(healed.body.data).toMatchObject({ renamedRecords: { discounts: 1 } });
    expect((await namesIn(dana, 'category')).discounts).toEqual(['סופר ומכולת']);
  });

  it('may change only the case or spacing of the name itself', async () => {
    expect(
      (await call(t, 'PATCH', userUrl(dana, 'categories'), dana, { categoryName: 'pets', budgetAmount: 0 }))
        .status,
    ).toBe(200);
    await t.db.collection('incomes').insertOne({ userId: dana.user.id, id: 'pets', category: 'pets' });
    const reply = await renameCategory(dana, 'PETS', { newName: 'Pets' });
    expect(reply.status).toBe(200);
    const names = (await stored(t, dana)).categories.map((c) => c.categoryName);
    expect(names).toContain('Pets');
    expect(names).not.toContain('pets');
    expect(await t.db.collection('incomes').findOne({ id: 'pets' })).toMatchObject({ category: 'Pets' });
    await t.db.collection('incomes').deleteOne({ id: 'pets' });
  });

  it("answers 409 for another category's name (any case or spacing), changing nothing", async () => {
    const before = await stored(t, dana);
    const records = await namesIn(dana, 'category');
    for (const newName of ['מסעדות', ' מסעדות ', 'PETS']) {
      const reply = await renameCategory(dana, 'סופר ומכולת', { newName });
      expect(reply.status, newName).toBe(409);
      expect(reply.body).toMatchObject({ isSuccess: false, message: 'Category already exists' });
    }
    expect(await stored(t, dana)).toEqual(before);
    expect(await namesIn(dana, 'category')).toEqual(records);
  });

  it('rejects bad bodies and names with 400 and field errors, changing nothing', async () => {
    const before = await stored(t, dana);
    const records = await namesIn(dana, 'category');
    for (const bad of [
      {},
      { newName: '' },
      { newName: '   ' },
      { newName: 'x'.repeat(61) },
      { newName: 7 },
      { newName: { $ne: 'x' } },
      { newName: '$set' },
      { newName: 'חדש', budgetAmount: 5 },
      [{ newName: 'חדש' }],
    ]) {
      expectValidationFailure(await renameCategory(dana, 'סופר ומכולת', bad), bad);
    }
    expectValidationFailure(await renameCategory(dana, 'א'.repeat(61), { newName: 'חדש' }), 'long name');
    expect(await stored(t, dana)).toEqual(before);
    expect(await namesIn(dana, 'category')).toEqual(records);
  });

  it('answers 404 for a category the user does not have', async () => {
    const before = await stored(t, dana);
    const reply = await renameCategory(dana, 'לא קיימת', { newName: 'משהו' });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ isSuccess: false, message: 'Category not found' });
    expect(await stored(t, dana)).toEqual(before);
  });

  it("answers 401 without a token and 403 for another user's id, moving none of their records", async () => {
    const before = await stored(t, yossi);
    const records = await namesIn(yossi, 'category');
    expect(
      (
        await call(t, 'PATCH', userUrl(yossi, `categories/${encodeURIComponent(FOOD)}/name`), undefined, {
          newName: 'x',
        })
      ).status,
    ).toBe(401);
    const forbidden = await renameCategory(dana, FOOD, { newName: 'נפרץ' }, yossi);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ isSuccess: false, message: 'Forbidden' });
    expect(await stored(t, yossi)).toEqual(before);
    expect(await namesIn(yossi, 'category')).toEqual(records);
  });
});

describe('PATCH /users/{userId}/payments-methods/{name}/name', () => {
  it("renames the method and moves the caller's expenses (every installment) and recurring payments", async () => {
    const yossiBefore = await namesIn(yossi, 'paymentMethod');
    const reply = await renameMethod(dana, 'ביט', { newName: 'Bit' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      isSuccess: true,
      message: 'Payment method renamed',
      data: { renamedRecords: { outcomes: 4, recurringPayments: 1 } },
    });
    const methods = (await stored(t, dana)).paymentMethods.map((m) => m.paymentMethodName);
    expect(methods).toEqual(['מזומן', 'כרטיס אשראי', 'העברה בנקאית', 'Bit']);
    expect(await namesIn(dana, 'paymentMethod')).toMatchObject({
      outcomes: ['Bit', 'Bit', 'Bit', 'Bit', 'מזומן'],
      recurringPayments: ['Bit'],
    });
    expect(await namesIn(yossi, 'paymentMethod')).toEqual(yossiBefore);
  });

  it('a repeated rename answers 200 with the current list', async () => {
    const before = await stored(t, dana);
    const again = await renameMethod(dana, 'ביט', { newName: 'Bit' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ renamedRecords: { outcomes: 0, recurringPayments: 0 } });
    expect(await stored(t, dana)).toEqual(before);
  });

  it('answers 409 for a name another method has, 404 for an unknown one, and 400 for a bad body', async () => {
    const before = await stored(t, dana);
    const duplicate = await renameMethod(dana, 'Bit', { newName: ' מזומן' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ isSuccess: false, message: 'Payment method already exists' });
    const missing = await renameMethod(dana, 'פייבוקס', { newName: 'PayBox' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ isSuccess: false, message: 'Payment method not found' });
    for (const bad of [{}, { newName: '' }, { newName: 'y'.repeat(61) }, { paymentMethodName: 'x' }]) {
      expectValidationFailure(await renameMethod(dana, 'Bit', bad), bad);
    }
    expect(await stored(t, dana)).toEqual(before);
  });

  it("answers 401 without a token and 403 for another user's id", async () => {
    const before = await stored(t, yossi);
    const path = userUrl(yossi, `payments-methods/${encodeURIComponent('ביט')}/name`);
    expect((await call(t, 'PATCH', path, undefined, { newName: 'x' })).status).toBe(401);
    expect((await renameMethod(dana, 'ביט', { newName: 'נפרץ' }, yossi)).status).toBe(403);
    expect(await stored(t, yossi)).toEqual(before);
  });
});
