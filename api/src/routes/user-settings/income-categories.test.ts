import { describe, expect, it } from 'vitest';
import { type TestApp, withSignedInApp } from '../../test-support/app.js';
import { usersRepository, type UserDoc } from '../../services/users/repository.js';
import { call, stored, userUrl, type Person } from '../../test-support/user-settings.js';

let t: TestApp;
let dana: Person;
withSignedInApp(['dana'], (app, people) => ([t, [dana]] = [app, people as [Person]]));

const DEFAULTS = ['משכורת', 'קצבה', 'שכר דירה', 'החזר', 'מתנה', 'אחר'];
const names = async () => (await stored(t, dana)).incomeCategories.map((c) => c.categoryName);
const add = (categoryName: string) =>
  call(t, 'PATCH', userUrl(dana, 'income-categories'), dana, { categoryName });
const income = (category: string) =>
  call(t, 'POST', '/api/incomes', dana, {
    incomeData: { date: '2026-03-01', amount: 100, source: 'עבודה', category },
  });

describe('income categories', () => {
  it('a new user starts with the default income categories, apart from the expense ones', async () => {
    expect(await names()).toEqual(DEFAULTS);
    expect((await stored(t, dana)).categories.map((c) => c.categoryName)).not.toContain('משכורת');
  });

  it('an income takes an income category and refuses an expense one', async () => {
    expect((await income('משכורת')).status).toBe(201);
    const refused = await income('מזון וסופר');
    expect(refused.status).toBe(400);
    expect(refused.body.data?.errors).toEqual([
      { path: 'category', message: 'category must be one of your income categories' },
    ]);
  });

  it('adds, refuses a duplicate, renames with the incomes and removes', async () => {
    const added = await add(' בונוס ');
    expect(added.status).toBe(200);
    expect((added.body.data as { incomeCategories: unknown[] }).incomeCategories.at(-1)).toEqual({
      categoryName: 'בונוס',
    });
    expect((await add('בונוס')).status).toBe(409);
    expect((await income('בונוס')).status).toBe(201);

    const renamed = await call(
      t,
      'PATCH',
      userUrl(dana, `income-categories/${encodeURIComponent('בונוס')}/name`),
      dana,
      {
        newName: 'מענק',
      },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data?.renamedRecords).toEqual({ incomes: 1 });
    expect(await names()).toContain('מענק');

    const removed = await call(
      t,
      'DELETE',
      userUrl(dana, `income-categories/${encodeURIComponent('מענק')}`),
      dana,
    );
    expect(removed.status).toBe(200);
    expect(await names()).not.toContain('מענק');
    expect(
      (await call(t, 'DELETE', userUrl(dana, `income-categories/${encodeURIComponent('מענק')}`), dana))
        .status,
    ).toBe(404);
  });

  it('gives users from before income categories the defaults once, and leaves an edited list alone', async () => {
    const users = t.db.collection<UserDoc>('users');
    await users.updateOne({ id: dana.user.id }, { $unset: { incomeCategories: '' } });
    const repository = usersRepository(t.db);
    expect(await repository.addIncomeCategories()).toBe(1);
    expect(await names()).toEqual(DEFAULTS);
    await users.updateOne({ id: dana.user.id }, { $set: { incomeCategories: [] } });
    expect(await repository.addIncomeCategories()).toBe(0);
    expect(await names()).toEqual([]);
  });
});
