import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withSignedInApp, type Person, type TestApp } from '../../test-support/app.js';
import { call, errorPaths } from '../../test-support/http.js';

let t: TestApp;
let dana: Person;
withSignedInApp(['dana'], (app, people) => ([t, [dana]] = [app, people as [Person]]));

const monthOf = async (month: string) =>
  (
    await call<{ statistics: { totals: Record<string, number> } }>(
      t,
      'GET',
      `/api/statistics?month=${month}`,
      dana.auth,
    )
  ).body.data.statistics.totals;

describe('/transfers', () => {
  it('keeps a card’s monthly charge paid from the bank as a transfer, which no total counts; again, once', async () => {
    const purchase = { date: '2026-08-05', amount: 120, category: 'מזון וסופר', description: 'שופרסל' };
    await call(t, 'POST', '/api/outcomes', dana.auth, { outcomeData: purchase });
    const before = await monthOf('2026-08');
    const transfer = {
      id: randomUUID(),
      date: '2026-08-02',
      amount: 120,
      from: 'בנק הפועלים',
      to: 'ישראכרט',
      description: 'ישראכרט בע"מ',
    };
    const first = await call<{ created: number }>(t, 'POST', '/api/transfers/bulk', dana.auth, {
      transfers: [transfer],
    });
    expect(first.status).toBe(201);
    const again = await call<{ existing: number }>(t, 'POST', '/api/transfers/bulk', dana.auth, {
      transfers: [transfer],
    });
    expect(again.body.data.existing).toBe(1);
    expect(await monthOf('2026-08')).toEqual(before);
    expect(before.outcomes).toBe(120);
    const listed = await call<{ transfers: Record<string, unknown>[] }>(
      t,
      'GET',
      '/api/transfers?month=2026-08',
      dana.auth,
    );
    expect(listed.body.data.transfers).toEqual([expect.objectContaining({ ...transfer, amount: 120 })]);
  });

  it('refuses a transfer with no amount or destination, naming the fields', async () => {
    const res = await call(t, 'POST', '/api/transfers', dana.auth, {
      transferData: { date: '2026-08-02', amount: 0, from: 'בנק', description: 'x' },
    });
    expect(res.status).toBe(400);
    expect(errorPaths(res.body)).toEqual(['transferData.amount', 'transferData.to']);
  });
});
