import { describe, expect, it } from 'vitest';
import { withSignedInApp, type Person, type TestApp } from '../../test-support/app.js';
import { call, errorPaths } from '../../test-support/http.js';

let t: TestApp;
let dana: Person;
let yossi: Person;
withSignedInApp(['dana', 'yossi'], (app, people) => ([t, [dana, yossi]] = [app, people as [Person, Person]]));

type Income = { id: string; amount: number; source: string; date: string };
const salary = { date: '2026-03-01', amount: 15234.56, source: 'משכורת' };

describe('incomes', () => {
  it('creates, lists by month, replaces and deletes', async () => {
    const created = await call<{ income: Income }>(t, 'POST', '/api/incomes', dana.auth, {
      incomeData: salary,
    });
    expect(created.status).toBe(201);
    const { id } = created.body.data.income;
    const march = await call<{ incomes: Income[] }>(
      t,
      'GET',
      `/api/incomes?userId=${dana.user.id}&month=2026-03`,
      dana.auth,
    );
    expect(march.body.data.incomes).toEqual([
      expect.objectContaining({ id, amount: 15234.56, source: 'משכורת' }),
    ]);
    const april = await call<{ incomes: Income[] }>(t, 'GET', '/api/incomes?month=2026-04', dana.auth);
    expect(april.body.data.incomes).toEqual([]);
    const put = await call<{ income: Income }>(t, 'PUT', `/api/incomes/${id}`, dana.auth, {
      incomeData: { ...salary, source: 'בונוס', id },
    });
    expect(put.body.data.income).toMatchObject({ id, source: 'בונוס' });
    const mismatch = await call(t, 'PUT', `/api/incomes/${id}`, dana.auth, {
      incomeData: { ...salary, id: crypto.randomUUID() },
    });
    expect(mismatch.status).toBe(400);
    expect((await call(t, 'DELETE', `/api/incomes/${id}`, dana.auth)).status).toBe(200);
  });

  it('validates, and keeps users apart', async () => {
    const bad = await call(t, 'POST', '/api/incomes', dana.auth, {
      incomeData: { ...salary, source: '', amount: -5 },
    });
    expect(bad.status).toBe(400);
    expect(errorPaths(bad.body)).toEqual(['incomeData.amount', 'incomeData.source']);
    expect(
      (await call(t, 'POST', `/api/incomes?userId=${yossi.user.id}`, dana.auth, { incomeData: salary }))
        .status,
    ).toBe(403);
    const his = (
      await call<{ income: Income }>(t, 'POST', '/api/incomes', yossi.auth, { incomeData: salary })
    ).body.data.income;
    expect((await call(t, 'PUT', `/api/incomes/${his.id}`, dana.auth, { incomeData: salary })).status).toBe(
      404,
    );
    expect((await call(t, 'GET', '/api/incomes', undefined)).status).toBe(401);
    expect(
      (await call<{ incomes: Income[] }>(t, 'GET', '/api/incomes', dana.auth)).body.data.incomes,
    ).toEqual([]);
  });
});
