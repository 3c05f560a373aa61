import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withSignedInApp, type Person, type TestApp } from '../../test-support/app.js';
import { call, errorPaths } from '../../test-support/http.js';

let t: TestApp;
let dana: Person;
let yossi: Person;
withSignedInApp(['dana', 'yossi'], (app, people) => ([t, [dana, yossi]] = [app, people as [Person, Person]]));

type Outcome = {
  id: string;
  date: string;
  amount: number;
  category: string;
  installments?: { number: number; total: number; price: number };
};
const coffee = {
  date: '2026-03-09',
  amount: 12.9,
  category: 'מסעדות',
  description: 'קפה',
  paymentMethod: 'ביט',
};

const list = async (who: Person, query = '') =>
  (await call<{ outcomes: Outcome[] }>(t, 'GET', `/api/outcomes?userId=${who.user.id}${query}`, who.auth))
    .body.data.outcomes;

describe('outcomes', () => {
  it('creates, lists, replaces and deletes an outcome, with exact shekel amounts', async () => {
    const created = await call<{ outcome: Outcome }>(
      t,
      'POST',
      `/api/outcomes?userId=${dana.user.id}`,
      dana.auth,
      { outcomeData: coffee },
    );
    expect(created.status).toBe(201);
    const { outcome } = created.body.data;
    expect(outcome).toMatchObject({ ...coffee, id: expect.any(String) });
    expect(await list(dana)).toEqual([expect.objectContaining({ id: outcome.id, amount: 12.9 })]);

    const replaced = await call<{ outcome: Outcome }>(t, 'PUT', `/api/outcomes/${outcome.id}`, dana.auth, {
      outcomeData: { ...coffee, amount: 0.1, description: 'אספרסו' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.outcome).toMatchObject({ id: outcome.id, amount: 0.1, description: 'אספרסו' });

    expect((await call(t, 'DELETE', `/api/outcomes/${outcome.id}`, dana.auth)).status).toBe(200);
    expect(await list(dana)).toEqual([]);
    expect((await call(t, 'DELETE', `/api/outcomes/${outcome.id}`, dana.auth)).status).toBe(404);
  });

  it('stores one record for a repeated create, even concurrently; a different body reusing the id is 409', async () => {
    const id = randomUUID();
    const body = { outcomeData: { ...coffee, id } };
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        call<{ outcome: Outcome }>(t, 'POST', '/api/outcomes', dana.auth, body),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.data.outcome.id))).toEqual(new Set([id]));
    expect((await list(dana)).filter((o) => o.id === id)).toHaveLength(1);
    const clash = await call(t, 'POST', '/api/outcomes', dana.auth, {
      outcomeData: { ...coffee, id, amount: 99 },
    });
    expect(clash.status).toBe(409);
    await call(t, 'DELETE', `/api/outcomes/${id}`, dana.auth);
  });

  it("lists by billing month under the user's cycle, or by from/to", async () => {
    const patch = await call(t, 'PATCH', `/api/users/${dana.user.id}/profile`, dana.auth, {
      billingCyclePeriod: { startDay: 10, endDay: 9, endMonth: 1 },
    });
    expect(patch.status).toBe(200);
    const dates = ['2026-03-09', '2026-03-10', '2026-04-09', '2026-04-10'];
    for (const date of dates)
      await call(t, 'POST', '/api/outcomes', dana.auth, { outcomeData: { ...coffee, date } });
    expect((await list(dana, '&month=2026-03')).map((o) => o.date).sort()).toEqual([
      '2026-03-10',
      '2026-04-09',
    ]);
    expect((await list(dana, '&from=2026-03-09&to=2026-03-10')).map((o) => o.date).sort()).toEqual([
      '2026-03-09',
      '2026-03-10',
    ]);
    expect((await call(t, 'GET', '/api/outcomes?month=2026-13', dana.auth)).status).toBe(400);
    for (const o of await list(dana)) await call(t, 'DELETE', `/api/outcomes/${o.id}`, dana.auth);
    await call(t, 'PATCH', `/api/users/${dana.user.id}/profile`, dana.auth, {
      billingCyclePeriod: { startDay: 1, endDay: 31, endMonth: 0 },
    });
  });

  it('splits an installment plan across consecutive billing months and edits and deletes it as one', async () => {
    const created = await call<{ outcomes: Outcome[] }>(t, 'POST', '/api/outcomes', dana.auth, {
      outcomeData: {
        ...coffee,
        date: '2026-01-31',
        amount: 100,
        description: 'מקרר',
        installments: { total: 3 },
      },
    });
    expect(created.status).toBe(201);
    const plan = created.body.data.outcomes;
    expect(plan.map((o) => [o.date, o.amount, o.installments!.number])).toEqual([
      ['2026-01-31', 33.34, 1],
      ['2026-02-28', 33.33, 2],
      ['2026-03-31', 33.33, 3],
    ]);
    expect(plan.every((o) => o.installments!.price === 100 && o.installments!.total === 3)).toBe(true);

    const edited = await call<{ outcomes: Outcome[] }>(t, 'PUT', `/api/outcomes/${plan[1]!.id}`, dana.auth, {
      outcomeData: {
        ...coffee,
        date: '2026-01-31',
        amount: 50,
        description: 'מקרר',
        installments: { total: 2 },
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.outcomes.map((o) => [o.id, o.amount])).toEqual([
      [plan[0]!.id, 25],
      [plan[1]!.id, 25],
    ]);
    expect(await list(dana)).toHaveLength(2);
    expect((await call(t, 'DELETE', `/api/outcomes/${plan[0]!.id}`, dana.auth)).body.data).toEqual({
      deleted: 2,
    });
    expect(await list(dana)).toEqual([]);
  });

  it('rejects bad input with field errors and stores nothing', async () => {
    const bad = [
      [{ ...coffee, extra: 1 }, ['outcomeData']],
      [{ ...coffee, amount: { $gt: 0 } }, ['outcomeData.amount']],
      [{ ...coffee, amount: 0 }, ['outcomeData.amount']],
      [{ ...coffee, amount: 1.234 }, ['outcomeData.amount']],
      [{ ...coffee, amount: 10_000_000.01 }, ['outcomeData.amount']],
      [{ ...coffee, amount: -10_000_000.01 }, ['outcomeData.amount']],
      [{ ...coffee, amount: -0.001 }, ['outcomeData.amount']],
      [{ ...coffee, amount: '-150' }, ['outcomeData.amount']],
      [{ ...coffee, amount: -300, installments: { total: 3 } }, ['outcomeData.amount']],
      // Less than one agora per installment.
      [{ ...coffee, amount: 0.02, installments: { total: 3 } }, ['outcomeData.amount']],
      [{ ...coffee, date: '2026-02-30' }, ['outcomeData.date']],
      [{ ...coffee, description: '   ' }, ['outcomeData.description']],
      [{ ...coffee, category: 'לא קיימת' }, ['category']],
      [{ ...coffee, paymentMethod: 'כרטיס זר' }, ['paymentMethod']],
      [{ ...coffee, installments: { total: 37 } }, ['outcomeData.installments.total']],
    ] as const;
    for (const [outcomeData, paths] of bad) {
      const res = await call(t, 'POST', '/api/outcomes', dana.auth, { outcomeData });
      expect(res.status, JSON.stringify(outcomeData)).toBe(400);
      expect(res.body.message).toBe('Validation failed');
      expect(errorPaths(res.body)).toEqual([...paths].sort());
    }
    expect((await call(t, 'POST', '/api/outcomes', dana.auth, '{"outcomeData":')).status).toBe(400);
    expect(await list(dana)).toEqual([]);
  });

  it('stores a refund as a negative amount, which the month total and statistics net', async () => {
    const sofa = { ...coffee, date: '2026-07-03', amount: 400, category: 'שונות', description: 'ספה' };
    const refund = { ...sofa, date: '2026-07-20', amount: -150, description: 'זיכוי ספה' };
    for (const outcomeData of [sofa, refund]) {
      expect((await call(t, 'POST', '/api/outcomes', dana.auth, { outcomeData })).status).toBe(201);
    }
    const page = await call<{ outcomes: Outcome[]; totals: { count: number; amount: number } }>(
      t,
      'GET',
      '/api/outcomes?month=2026-07&limit=10',
      dana.auth,
    );
    expect(page.body.data.outcomes.map((o) => o.amount).sort()).toEqual([-150, 400]);
    expect(page.body.data.totals).toEqual({ count: 2, amount: 250 });
    const stats = await call<{
      statistics: { totals: { outcomes: number }; byCategory: { category: string; spent: number }[] };
    }>(t, 'GET', '/api/statistics?month=2026-07', dana.auth);
    expect(stats.body.data.statistics.totals.outcomes).toBe(250);
    expect(stats.body.data.statistics.byCategory.find((c) => c.category === 'שונות')?.spent).toBe(250);
    for (const o of page.body.data.outcomes) await call(t, 'DELETE', `/api/outcomes/${o.id}`, dana.auth);
  });

  it("needs a token, refuses another user id, and hides other users' records", async () => {
    expect((await call(t, 'GET', '/api/outcomes', undefined)).status).toBe(401);
    expect((await call(t, 'GET', `/api/outcomes?userId=${yossi.user.id}`, dana.auth)).status).toBe(403);
    const mine = (
      await call<{ outcome: Outcome }>(t, 'POST', '/api/outcomes', yossi.auth, { outcomeData: coffee })
    ).body.data.outcome;
    expect(
      (await call(t, 'PUT', `/api/outcomes/${mine.id}`, dana.auth, { outcomeData: coffee })).status,
    ).toBe(404);
    expect((await call(t, 'DELETE', `/api/outcomes/${mine.id}`, dana.auth)).status).toBe(404);
    expect(await list(dana)).toEqual([]);
    expect(await list(yossi)).toHaveLength(1);
  });
});
