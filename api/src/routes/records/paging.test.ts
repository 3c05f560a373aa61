import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withSignedInApp, type Person, type TestApp } from '../../test-support/app.js';
import { call, errorPaths } from '../../test-support/http.js';

let t: TestApp;
let dana: Person;
let yossi: Person;
withSignedInApp(['dana', 'yossi'], (app, people) => ([t, [dana, yossi]] = [app, people as [Person, Person]]));

interface Outcome {
  id: string;
  date: string;
  amount: number;
  category: string;
  paymentMethod?: string;
}
interface Page {
  outcomes: Outcome[];
  nextCursor: string | null;
  totals: { count: number; amount: number };
}

const categories = ['מזון וסופר', 'מסעדות', 'ביגוד'];

/** A deterministic stream of numbers in [0, 1), so a failing run can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function create(who: Person, outcome: Omit<Outcome, 'id'> & { id?: string }) {
  const reply = await call<{ outcome: Outcome }>(t, 'POST', '/api/outcomes', who.auth, {
    outcomeData: { description: 'קנייה', ...outcome },
  });
  expect(reply.status).toBe(201);
  return reply.body.data.outcome;
}

const page = async (who: Person, query: string) => {
  const reply = await call<Page>(t, 'GET', `/api/outcomes?${query}`, who.auth);
  expect(reply.status).toBe(200);
  return reply.body.data;
};

const agorot = (rows: { amount: number }[]) => rows.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);

describe('paged month listings', () => {
  it('reads a billing month spanning two calendar months page by page, none skipped or repeated while rows come and go', async () => {
    await call(t, 'PATCH', `/api/users/${dana.user.id}/profile`, dana.auth, {
      billingCyclePeriod: { startDay: 10, endDay: 9, endMonth: 1 },
    });
    // Billing month 2026-03 runs 2026-03-10 .. 2026-04-09; the days around it must never be listed.
    const next = random(13);
    const dates = ['2026-03-10', '2026-03-11', '2026-03-31', '2026-04-01', '2026-04-09'];
    const stored: Outcome[] = [];
    for (let i = 0; i < 40; i++) {
      stored.push(
        await create(dana, {
          date: dates[Math.floor(next() * dates.length)]!,
          amount: 1 + Math.floor(next() * 500) / 10,
          category: categories[i % categories.length]!,
        }),
      );
    }
    await create(dana, { date: '2026-03-09', amount: 7, category: 'מסעדות' });
    await create(dana, { date: '2026-04-10', amount: 7, category: 'מסעדות' });
    await create(yossi, { date: '2026-03-20', amount: 7, category: 'מסעדות' });

    const seen: Outcome[] = [];
    const deleted = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const data: Page = await page(
        dana,
        `month=2026-03&limit=6${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...data.outcomes);
      cursor = data.nextCursor;
      pages += 1;
      // Between pages: delete a row not read yet, and add rows on both sides of the cursor, some on its very date.
      const unread = stored.filter((o) => !deleted.has(o.id) && !seen.some((s) => s.id === o.id));
      if (unread.length) {
        const victim = unread[Math.floor(next() * unread.length)]!;
        expect((await call(t, 'DELETE', `/api/outcomes/${victim.id}`, dana.auth)).status).toBe(200);
        deleted.add(victim.id);
      }
      const last = data.outcomes.at(-1);
      if (last) await create(dana, { date: last.date, amount: 3, category: 'ביגוד' });
      await create(dana, { date: dates[Math.floor(next() * dates.length)]!, amount: 4, category: 'ביגוד' });
    } while (cursor);

    const ids = seen.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every row present from start to end is listed, every deleted row that was still unread is not.
    for (const id of deleted) expect(ids).not.toContain(id);
    for (const o of stored.filter((s) => !deleted.has(s.id))) expect(ids).toContain(o.id);
    expect(seen.every((o) => o.date >= '2026-03-10' && o.date <= '2026-04-09')).toBe(true);
    // In the UI's order: newest date first, then by id.
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1]!, seen[i]!];
      expect(a.date > b.date || (a.date === b.date && a.id < b.id)).toBe(true);
    }
    expect(pages).toBeGreaterThan(5);
  });

  it("reports the range's count and sum, equal to the sum of all its pages", async () => {
    const all: Outcome[] = [];
    let cursor: string | null = null;
    let totals: Page['totals'] | undefined;
    do {
      const data: Page = await page(
        dana,
        `month=2026-03&limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      all.push(...data.outcomes);
      totals ??= data.totals;
      expect(data.totals).toEqual(totals);
      cursor = data.nextCursor;
    } while (cursor);
    expect(totals!.count).toBe(all.length);
    expect(Math.round(totals!.amount * 100)).toBe(agorot(all));
    // The unpaged list of the same month is the same rows.
    const whole = await call<{ outcomes: Outcome[] }>(t, 'GET', '/api/outcomes?month=2026-03', dana.auth);
    expect(whole.body.data.outcomes.map((o) => o.id).sort()).toEqual(all.map((o) => o.id).sort());
  });

  it('sorts by amount and filters by category and payment method on the server, with matching totals', async () => {
    await create(dana, { date: '2026-03-15', amount: 11, category: 'מסעדות', paymentMethod: 'ביט' });
    const byAmount: Outcome[] = [];
    let cursor: string | null = null;
    do {
      const data: Page = await page(
        dana,
        `month=2026-03&sort=amount&direction=asc&limit=5&category=${encodeURIComponent('ביגוד')}` +
          (cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''),
      );
      byAmount.push(...data.outcomes);
      expect(data.totals.count).toBeGreaterThan(0);
      cursor = data.nextCursor;
    } while (cursor);
    expect(byAmount.every((o) => o.category === 'ביגוד')).toBe(true);
    for (let i = 1; i < byAmount.length; i++) {
      const [a, b] = [byAmount[i - 1]!, byAmount[i]!];
      expect(a.amount < b.amount || (a.amount === b.amount && a.id < b.id)).toBe(true);
    }
    const category = await page(dana, `month=2026-03&limit=500&category=${encodeURIComponent('ביגוד')}`);
    expect(category.totals.count).toBe(byAmount.length);

    const withMethod = await page(dana, `month=2026-03&paymentMethod=${encodeURIComponent('ביט')}`);
    expect(withMethod.outcomes.map((o) => o.amount)).toEqual([11]);
    const without = await page(dana, 'month=2026-03&paymentMethod=-&limit=500');
    expect(without.outcomes.every((o) => o.paymentMethod === undefined)).toBe(true);
    expect(without.totals.count + withMethod.totals.count).toBe(
      (await page(dana, 'month=2026-03&limit=1')).totals.count,
    );
  });

  it('lists only the installments of plans when asked, with their totals', async () => {
    const plan = await call<{ outcomes: Outcome[] }>(t, 'POST', '/api/outcomes', dana.auth, {
      outcomeData: {
        date: '2026-02-20',
        amount: 300,
        category: 'ביגוד',
        description: 'מעיל',
        installments: { total: 3 },
      },
    });
    expect(plan.status).toBe(201);
    const all = await page(dana, 'month=2026-03&limit=500');
    const only = await page(dana, 'month=2026-03&limit=500&installments=only');
    const expected = all.outcomes.filter((o) => 'installments' in o);
    expect(expected.length).toBeGreaterThan(0);
    expect(only.outcomes).toEqual(expected);
    expect(only.totals).toEqual({ count: expected.length, amount: agorot(expected) / 100 });
    expect(only.totals.count).toBeLessThan(all.totals.count);
  });

  it("keeps the spec's unpaged list: every record of the range, newest first, and nothing else in the envelope", async () => {
    const reply = await call<Record<string, unknown>>(
      t,
      'GET',
      `/api/outcomes?userId=${yossi.user.id}`,
      yossi.auth,
    );
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.data)).toEqual(['outcomes']);
    expect(reply.body.data.outcomes).toEqual([expect.objectContaining({ date: '2026-03-20', amount: 7 })]);
  });

  it('refuses a bad page size or a cursor it did not issue, and another user’s id', async () => {
    const bad = async (query: string) => (await call(t, 'GET', `/api/outcomes?${query}`, dana.auth)).body;
    expect(errorPaths(await bad('month=2026-03&limit=501'))).toEqual(['limit']);
    expect(errorPaths(await bad('month=2026-03&limit=0'))).toEqual(['limit']);
    expect(errorPaths(await bad('month=2026-03&cursor=bm90LWEtY3Vyc29y'))).toEqual(['cursor']);
    const first = await page(dana, 'month=2026-03&limit=2');
    // A cursor of the date order is not one of the amount order.
    expect(errorPaths(await bad(`month=2026-03&sort=amount&cursor=${first.nextCursor}`))).toEqual(['cursor']);
    const other = await call(t, 'GET', `/api/outcomes?userId=${yossi.user.id}&limit=5`, dana.auth);
    expect(other.status).toBe(403);
  });

  it('pages incomes the same way', async () => {
    for (const date of ['2026-03-12', '2026-03-12', '2026-04-02']) {
      const reply = await call(t, 'POST', '/api/incomes', dana.auth, {
        incomeData: { id: randomUUID(), date, amount: 100.5, source: 'משכורת' },
      });
      expect(reply.status).toBe(201);
    }
    const first = await call<{ incomes: { date: string }[]; nextCursor: string; totals: Page['totals'] }>(
      t,
      'GET',
      '/api/incomes?month=2026-03&limit=2',
      dana.auth,
    );
    expect(first.body.data.incomes.map((i) => i.date)).toEqual(['2026-04-02', '2026-03-12']);
    expect(first.body.data.totals).toEqual({ count: 3, amount: 301.5 });
    const second = await call<{ incomes: unknown[]; nextCursor: string | null }>(
      t,
      'GET',
      `/api/incomes?month=2026-03&limit=2&cursor=${first.body.data.nextCursor}`,
      dana.auth,
    );
    expect(second.body.data.incomes).toHaveLength(1);
    expect(second.body.data.nextCursor).toBeNull();
  });
});
