import { describe, expect, it } from 'vitest';
import { type TestApp, withSignedInApp } from '../../test-support/app.js';
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
withSignedInApp(['dana'], (app, people) => ([t, [dana]] = [app, people as [Person]]));

type Category = { categoryName: string; budgetAmount: number };
const saveCategory = (body: unknown) => call(t, 'PATCH', userUrl(dana, 'categories'), dana, body);
const setBudget = (body: unknown) => call(t, 'PATCH', userUrl(dana, 'budgets'), dana, body);
const removeCategory = (name: string) =>
  call(t, 'DELETE', userUrl(dana, `categories/${encodeURIComponent(name)}`), dana);
const categoryOf = async (name: string) =>
  (await stored(t, dana)).categories.find((c) => c.categoryName === name);

describe('categories', () => {
  it('GET lists the default categories, none with a budget', async () => {
    const reply = await call(t, 'GET', userUrl(dana, 'categories'), dana);
    expect(reply.status).toBe(200);
    const { categories } = reply.body.data as { categories: Category[] };
    expect(categories).toHaveLength(13);
    expect(categories[0]).toEqual({ categoryName: 'מזון וסופר', budgetAmount: 0 });
    expect(categories.every((c) => c.budgetAmount === 0)).toBe(true);
  });

  it('PATCH adds a new category with its budget, and budgets follows', async () => {
    const reply = await saveCategory({ categoryName: ' חיות מחמד ', budgetAmount: 350.5 });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      isSuccess: true,
      message: 'Category saved',
      data: { budgets: { 'חיות מחמד': 350.5 }, userData: { budgets: { 'חיות מחמד': 350.5 } } },
    });
    expect(await categoryOf('חיות מחמד')).toEqual({ categoryName: 'חיות מחמד', budgetAmount: 350.5 });
    expectOneFact(await stored(t, dana));
  });

  it('PATCH on an existing name (any case or spacing) updates it in place, keeping its spelling', async () => {
    await saveCategory({ categoryName: 'Pets  Club', budgetAmount: 10 });
    const count = (await stored(t, dana)).categories.length;
    expect((await saveCategory({ categoryName: 'pets club', budgetAmount: 20.1 })).status).toBe(200);
    const user = await stored(t, dana);
    expect(user.categories).toHaveLength(count);
    expect(await categoryOf('Pets  Club')).toEqual({ categoryName: 'Pets  Club', budgetAmount: 20.1 });
    expect(user.budgets['Pets  Club']).toBe(20.1);
    expectOneFact(user);
  });

  it('a budget of 0 means no budget: the category stays, its budgets key goes', async () => {
    expect((await saveCategory({ categoryName: 'PETS CLUB', budgetAmount: 0 })).status).toBe(200);
    const user = await stored(t, dana);
    expect(await categoryOf('Pets  Club')).toEqual({ categoryName: 'Pets  Club', budgetAmount: 0 });
    expect(user.budgets).not.toHaveProperty('Pets  Club');
    expectOneFact(user);
  });

  it('accepts names with dots, which must not become nested budget keys', async () => {
    expect((await saveCategory({ categoryName: 'ועד בית 2.0', budgetAmount: 99.99 })).status).toBe(200);
    const user = await stored(t, dana);
    expect(user.budgets['ועד בית 2.0']).toBe(99.99);
    expect(user.budgets).not.toHaveProperty('ועד בית 2');
    expectOneFact(user);
  });

  it('stores the maximum budget exactly, and 2-decimal amounts without float drift', async () => {
    await saveCategory({ categoryName: 'גדול', budgetAmount: 10_000_000 });
    // 1.15 * 100 is 114.99999999999999 in floating point; going through agorot still stores exactly 1.15.
    await saveCategory({ categoryName: 'עשרוני', budgetAmount: 1.15 });
    expect((await categoryOf('גדול'))?.budgetAmount).toBe(10_000_000);
    expect((await categoryOf('עשרוני'))?.budgetAmount).toBe(1.15);
  });

  it('rejects bad bodies with 400 and field errors, changing nothing', async () => {
    const before = await stored(t, dana);
    for (const bad of [
      {},
      { categoryName: 'פנאי' },
      { budgetAmount: 5 },
      { categoryName: '', budgetAmount: 5 },
      { categoryName: 'x'.repeat(61), budgetAmount: 5 },
      { categoryName: '$where', budgetAmount: 5 },
      { categoryName: 'פנאי', budgetAmount: -1 },
      { categoryName: 'פנאי', budgetAmount: 1.234 },
      { categoryName: 'פנאי', budgetAmount: 10_000_000.01 },
      { categoryName: 'פנאי', budgetAmount: '100' },
      { categoryName: 'פנאי', budgetAmount: null },
      { categoryName: 'פנאי', budgetAmount: 5, color: 'red' },
    ]) {
      expectValidationFailure(await saveCategory(bad), bad);
    }
    expect(await stored(t, dana)).toEqual(before);
  });

  it('DELETE removes the category and its budget; 404 for one that does not exist', async () => {
    await saveCategory({ categoryName: 'זמני', budgetAmount: 40 });
    const reply = await removeCategory(' זמני ');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ isSuccess: true, message: 'Category removed' });
    const user = await stored(t, dana);
    expect(user.categories.map((c) => c.categoryName)).not.toContain('זמני');
    expect(user.budgets).not.toHaveProperty('זמני');
    expectOneFact(user);

    const missing = await removeCategory('זמני');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ isSuccess: false, message: 'Category not found' });
    expect(await stored(t, dana)).toEqual(user);
  });
});

describe('budgets', () => {
  it("PATCH sets an existing category's budget, in both places at once", async () => {
    const reply = await setBudget({ categoryName: 'פנאי', budgetAmount: 800 });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ isSuccess: true, message: 'Budget updated' });
    const data = reply.body.data as { budgets: Record<string, number>; categories: Category[] };
    expect(data.budgets['פנאי']).toBe(800);
    expect(data.categories.find((c) => c.categoryName === 'פנאי')?.budgetAmount).toBe(800);
    expectOneFact(await stored(t, dana));
  });

  it('GET returns budgets and categories that agree', async () => {
    const reply = await call(t, 'GET', userUrl(dana, 'budgets'), dana);
    expect(reply.status).toBe(200);
    const data = reply.body.data as { budgets: Record<string, number>; categories: Category[] };
    expect(data.budgets).toMatchObject({ פנאי: 800, 'חיות מחמד': 350.5 });
    expectOneFact(data);
  });

  it('PATCH answers 404 for a category that does not exist and creates nothing', async () => {
    const before = await stored(t, dana);
    const reply = await setBudget({ categoryName: 'לא קיימת', budgetAmount: 5 });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ isSuccess: false, message: 'Category not found' });
    expect(await stored(t, dana)).toEqual(before);
  });

  it('PATCH rejects bad bodies with 400, changing nothing', async () => {
    const before = await stored(t, dana);
    for (const bad of [
      { categoryName: 'פנאי' },
      { categoryName: 'פנאי', budgetAmount: -5 },
      { categoryName: 'פנאי', budgetAmount: Number.MAX_VALUE },
      { categoryName: 'פנאי', budgetAmount: 5, userId: dana.user.id },
    ]) {
      expectValidationFailure(await setBudget(bad), bad);
    }
    expect(await stored(t, dana)).toEqual(before);
  });

  it('keeps the one fact under concurrent budget and category writes', async () => {
    const writes = [
      setBudget({ categoryName: 'מסעדות', budgetAmount: 300 }),
      saveCategory({ categoryName: 'ספורט', budgetAmount: 120 }),
      setBudget({ categoryName: 'דיור', budgetAmount: 4500 }),
      removeCategory('מתנות'),
      saveCategory({ categoryName: 'מסעדות', budgetAmount: 310 }),
      setBudget({ categoryName: 'בריאות', budgetAmount: 0 }),
    ];
    expect((await Promise.all(writes)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const user = await stored(t, dana);
    expectOneFact(user);
    expect(user.budgets).toMatchObject({ ספורט: 120, דיור: 4500 });
    expect([300, 310]).toContain(user.budgets['מסעדות']);
    expect(user.categories.map((c) => c.categoryName)).not.toContain('מתנות');
  });
});
