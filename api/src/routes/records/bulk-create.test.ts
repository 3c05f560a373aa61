import { randomUUID } from 'node:crypto';
import { Collection, MongoBulkWriteError, MongoNetworkError } from 'mongodb';
import { describe, expect, it, vi } from 'vitest';
import { withSignedInApp, type Person, type TestApp } from '../../test-support/app.js';
import { call, errorPaths } from '../../test-support/http.js';
import { MAX_BULK_ROWS } from './bulk-create.js';

let t: TestApp;
let dana: Person;
let yossi: Person;
withSignedInApp(['dana', 'yossi'], (app, people) => ([t, [dana, yossi]] = [app, people as [Person, Person]]));

type Bulk = {
  created: number;
  existing: number;
  conflict: number;
  results: { id: string; status: string }[];
};
const row = (day: number, amount = 10, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  date: `2026-05-${String(day).padStart(2, '0')}`,
  amount,
  category: 'מזון וסופר',
  description: `קנייה ${day}`,
  ...extra,
});
const outcomesOf = async (who: Person, month: string) =>
  (await call<{ outcomes: { id: string }[] }>(t, 'GET', `/api/outcomes?month=${month}`, who.auth)).body.data
    .outcomes;
const spentIn = async (who: Person, month: string) =>
  (
    await call<{ statistics: { totals: { outcomes: number } } }>(
      t,
      'GET',
      `/api/statistics?month=${month}`,
      who.auth,
    )
  ).body.data.statistics.totals.outcomes;

describe('POST /outcomes/bulk', () => {
  it('never answers a batch cut off mid-way (no per-row errors) as created: 503 with Retry-After, and the retry stores each row once', async () => {
    // April: the tests below count May from empty, and the people are shared by the file's tests.
    const rows = Array.from({ length: 10 }, (_, i) =>
      row(i + 1, 10, { description: `נחתך ${i}`, date: `2026-04-${String(i + 1).padStart(2, '0')}` }),
    );
    const insertMany = Collection.prototype.insertMany;
    // The connection drops after the store kept half the batch: the driver reports no write errors at all.
    const cut = vi.spyOn(Collection.prototype, 'insertMany').mockImplementationOnce(async function (
      this: Collection,
      docs,
      options,
    ) {
      await insertMany.call(this, docs.slice(0, 5), options);
      throw new MongoBulkWriteError(
        new MongoNetworkError('connection 3 to 127.0.0.1:27017 closed'),
        {} as never,
      );
    });
    const res = await t.app.request('/api/outcomes/bulk', {
      method: 'POST',
      headers: { ...dana.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ outcomes: rows }),
    });
    cut.mockRestore();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toEqual({ isSuccess: false, message: 'Service temporarily unavailable' });

    const retried = await call<Bulk>(t, 'POST', '/api/outcomes/bulk', dana.auth, { outcomes: rows });
    expect(retried.status).toBe(201);
    expect([retried.body.data.created, retried.body.data.existing]).toEqual([5, 5]);
    const stored = (await outcomesOf(dana, '2026-04')).filter((o) => rows.some((r) => r.id === o.id));
    expect(stored).toHaveLength(10);
  });

  it('stores a batch in one request, and statistics read afterwards include it', async () => {
    expect(await spentIn(dana, '2026-05')).toBe(0);
    const rows = Array.from({ length: 300 }, (_, i) => row((i % 28) + 1, 1.1));
    const reply = await call<Bulk>(t, 'POST', '/api/outcomes/bulk', dana.auth, { outcomes: rows });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ created: 300, existing: 0, conflict: 0 });
    expect(reply.body.data.results.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(await outcomesOf(dana, '2026-05')).toHaveLength(300);
    // The data version moved on, so the memoised statistics are recomputed: 300 × ₪1.10, exactly.
    expect(await spentIn(dana, '2026-05')).toBe(330);
    expect(await outcomesOf(yossi, '2026-05')).toHaveLength(0);
  });

  it('stores nothing twice when a batch is sent again, and leaves a row whose id holds other content alone', async () => {
    const rows = [row(1, 20), row(2, 30), row(3, 40)];
    const first = await call<Bulk>(t, 'POST', '/api/outcomes/bulk', yossi.auth, { outcomes: rows });
    expect(first.body.data.created).toBe(3);
    const again = await call<Bulk>(t, 'POST', '/api/outcomes/bulk', yossi.auth, { outcomes: rows });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ created: 0, existing: 3, conflict: 0 });

    const fresh = row(4, 50);
    const mixed = await call<Bulk>(t, 'POST', '/api/outcomes/bulk', yossi.auth, {
      outcomes: [{ ...rows[0], amount: 999 }, rows[1], fresh],
    });
    expect(mixed.status).toBe(201);
    expect(mixed.body.data.results.map((r) => r.status)).toEqual(['conflict', 'existing', 'created']);
    const stored = await call<{ outcome: { amount: number } }>(
      t,
      'GET',
      `/api/outcomes?month=2026-05`,
      yossi.auth,
    );
    const amounts = (stored.body.data as unknown as { outcomes: { id: string; amount: number }[] }).outcomes;
    expect(amounts.find((o) => o.id === rows[0]!.id)?.amount).toBe(20);
    expect(amounts).toHaveLength(4);
  });

  it('refuses a batch with a bad row, naming each bad row, and stores none of it', async () => {
    const before = (await outcomesOf(dana, '2026-06')).length;
    const good = { ...row(1), date: '2026-06-01' };
    const reply = await call(t, 'POST', '/api/outcomes/bulk', dana.auth, {
      outcomes: [
        good,
        { ...row(2), date: '2026-06-02', amount: 0.001 },
        { ...row(3), date: '2026-06-03', category: 'אין כזו' },
        { ...row(4), date: '2026-06-31' },
      ],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.isSuccess).toBe(false);
    expect(errorPaths(reply.body)).toEqual(['outcomes.1.amount', 'outcomes.3.date']);
    const unknownCategory = await call(t, 'POST', '/api/outcomes/bulk', dana.auth, {
      outcomes: [good, { ...row(3), date: '2026-06-03', category: 'אין כזו' }],
    });
    expect(unknownCategory.status).toBe(400);
    expect(errorPaths(unknownCategory.body)).toEqual(['outcomes.1.category']);
    expect(await outcomesOf(dana, '2026-06')).toHaveLength(before);
  });

  it('refuses an empty batch, one over the maximum, a repeated id, a row without id and an installment plan', async () => {
    const over = Array.from({ length: MAX_BULK_ROWS + 1 }, () => row(5));
    const repeated = row(6);
    const bodies = [
      { outcomes: [] },
      { outcomes: over },
      { outcomes: [repeated, repeated] },
      { outcomes: [{ ...row(7), id: undefined }] },
      { outcomes: [{ ...row(8), installments: { total: 3 } }] },
      { outcomes: [{ ...row(9), userId: yossi.user.id }] },
    ];
    for (const body of bodies) {
      const reply = await call(t, 'POST', '/api/outcomes/bulk', dana.auth, body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(errorPaths((await call(t, 'POST', '/api/outcomes/bulk', dana.auth, bodies[2])).body)).toEqual([
      'outcomes.1.id',
    ]);
    expect((await call(t, 'POST', '/api/outcomes/bulk', undefined, { outcomes: [row(10)] })).status).toBe(
      401,
    );
  });

  it('creates incomes in bulk too', async () => {
    const incomes = [
      { id: randomUUID(), date: '2026-05-01', amount: 12000, source: 'משכורת' },
      { id: randomUUID(), date: '2026-05-15', amount: 500.5, source: 'החזר מס' },
    ];
    const reply = await call<Bulk>(t, 'POST', '/api/incomes/bulk', dana.auth, { incomes });
    expect(reply.status).toBe(201);
    expect(reply.body.data.created).toBe(2);
    const listed = await call<{ incomes: { amount: number }[] }>(
      t,
      'GET',
      '/api/incomes?month=2026-05',
      dana.auth,
    );
    expect(listed.body.data.incomes.map((i) => i.amount).sort()).toEqual([12000, 500.5]);
  });
});
