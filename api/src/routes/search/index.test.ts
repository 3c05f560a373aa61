import { describe, expect, it } from 'vitest';
import { withSignedInApp, type Person, type TestApp } from '../../test-support/app.js';
import { call, errorPaths } from '../../test-support/http.js';

let t: TestApp;
let dana: Person;
let yossi: Person;
withSignedInApp(['dana', 'yossi'], (app, people) => ([t, [dana, yossi]] = [app, people as [Person, Person]]));

interface Found {
  results: { type: string; id: string; title: string; date: string; matches: { field: string }[] }[];
  total: number;
  page: number;
  pages: number;
}

const search = (person: Person, query: string) => call<Found>(t, 'GET', `/api/search?${query}`, person.auth);

const outcome = (description: string, date: string, amount = 50, extra: object = {}) => ({
  outcomeData: { date, amount, category: 'שונות', description, ...extra },
});

describe('GET /api/search', () => {
  it('finds across kinds by a word written with other final letters, niqqud or spacing, newest first', async () => {
    await call(t, 'POST', '/api/outcomes', dana.auth, outcome('ספרים לבית הספר', '2026-03-02'));
    await call(t, 'POST', '/api/outcomes', dana.auth, outcome('עוד ספרימ', '2026-03-05', 120));
    await call(t, 'POST', '/api/incomes', dana.auth, {
      incomeData: { date: '2026-02-01', amount: 300, source: 'מכירת סְפָרִים' },
    });
    await call(t, 'POST', '/api/recurring-payments', dana.auth, {
      recurringPaymentData: {
        name: 'מועדון  ספרים',
        amount: 40,
        category: 'פנאי',
        frequency: 'monthly',
        startDate: '2026-01-01',
      },
    });
    await call(t, 'POST', '/api/outcomes', yossi.auth, outcome('ספרים של יוסי', '2026-03-09'));
    const found = await search(dana, `q=${encodeURIComponent('ספרים')}`);
    expect(found.status).toBe(200);
    expect(found.body.data.total).toBe(4);
    expect(found.body.data.results.map((r) => [r.type, r.date])).toEqual([
      ['outcome', '2026-03-05'],
      ['outcome', '2026-03-02'],
      ['income', '2026-02-01'],
      ['recurring', '2026-01-01'],
    ]);
    expect(found.body.data.results[0]!.matches).toEqual([
      { field: 'description', text: 'עוד ספרימ', ranges: [[4, 9]] },
    ]);
    const spaced = await search(dana, `q=${encodeURIComponent('מועדון ספרים')}`);
    expect(spaced.body.data.results.map((r) => r.title)).toEqual(['מועדון  ספרים']);
  });

  it('filters by type, dates, amounts, category and payment method, and pages', async () => {
    const q = `q=${encodeURIComponent('ספר')}`;
    expect((await search(dana, `${q}&type=income`)).body.data.total).toBe(1);
    expect((await search(dana, `${q}&from=2026-03-03&to=2026-03-31`)).body.data.total).toBe(1);
    expect((await search(dana, `${q}&min=100&max=200`)).body.data.results.map((r) => r.title)).toEqual([
      'עוד ספרימ',
    ]);
    expect((await search(dana, `${q}&category=${encodeURIComponent('פנאי')}`)).body.data.total).toBe(1);
    expect((await search(dana, `paymentMethod=${encodeURIComponent('ביט')}`)).body.data.total).toBe(0);
    const page2 = await search(dana, `${q}&pageSize=3&page=2`);
    expect(page2.body.data).toMatchObject({ total: 4, page: 2, pages: 2 });
    expect(page2.body.data.results).toHaveLength(1);
  });

  it('sums every match by kind in agorot, whatever the page, refunds netted', async () => {
    await call(t, 'POST', '/api/outcomes', dana.auth, outcome('קפה בוקר', '2026-05-01', 0.1));
    await call(t, 'POST', '/api/outcomes', dana.auth, outcome('קפה צהריים', '2026-05-02', 0.2));
    await call(t, 'POST', '/api/outcomes', dana.auth, outcome('זיכוי קפה', '2026-05-03', -20));
    await call(t, 'POST', '/api/incomes', dana.auth, {
      incomeData: { date: '2026-05-04', amount: 15, source: 'החזר קפה' },
    });
    const found = await call<Found & { sums: Record<string, { count: number; amount: number }> }>(
      t,
      'GET',
      `/api/search?q=${encodeURIComponent('קפה')}&pageSize=1`,
      dana.auth,
    );
    expect(found.body.data.results).toHaveLength(1);
    expect(found.body.data.sums).toEqual({
      outcome: { count: 3, amount: -19.7 },
      income: { count: 1, amount: 15 },
      discount: { count: 0, amount: 0 },
      recurring: { count: 0, amount: 0 },
    });
  });

  it('treats the query as text, not a pattern', async () => {
    await call(t, 'POST', '/api/outcomes', dana.auth, outcome('תיקון (דחוף)', '2026-03-10'));
    expect((await search(dana, `q=${encodeURIComponent('.*')}`)).body.data.total).toBe(0);
    expect((await search(dana, `q=${encodeURIComponent('(דחוף)')}`)).body.data.total).toBe(1);
  });

  it('finds a word spelt with or without vav and yod, and records by their amount, exactly or about it', async () => {
    await call(t, 'POST', '/api/outcomes', yossi.auth, outcome('טלוויזיה לסלון', '2026-04-01', 123.45));
    await call(t, 'POST', '/api/outcomes', yossi.auth, outcome('מנוי עיתון', '2026-04-02', 122.9));
    await call(t, 'POST', '/api/outcomes', yossi.auth, outcome('החזר טלויזיה', '2026-04-03', -123.45));
    await call(t, 'POST', '/api/outcomes', yossi.auth, outcome('מאפייה', '2026-04-04', 12.35));
    const titles = async (q: string) =>
      (await search(yossi, `q=${encodeURIComponent(q)}&from=2026-04-01`)).body.data.results
        .map((r) => r.title)
        .sort();
    expect(await titles('טלויזיה')).toEqual(['החזר טלויזיה', 'טלוויזיה לסלון']);
    expect(await titles('עתון')).toEqual(['מנוי עיתון']);
    expect(await titles('123.45')).toEqual(['החזר טלויזיה', 'טלוויזיה לסלון']);
    expect(await titles('123,45')).toEqual(['החזר טלויזיה', 'טלוויזיה לסלון']);
    expect(await titles('≈ 123')).toEqual(['החזר טלויזיה', 'טלוויזיה לסלון', 'מנוי עיתון']);
    expect(await titles('12.3')).toEqual([]);
  });

  it("is strict about its query and never shows another user's records", async () => {
    const bad = await search(dana, 'q=x&type=other&page=0&sort=1&min=-1');
    expect(bad.status).toBe(400);
    expect(errorPaths(bad.body)).toEqual(['', 'min', 'page', 'type']);
    expect((await search(dana, `userId=${yossi.user.id}&q=x`)).status).toBe(403);
    expect((await call(t, 'GET', '/api/search?q=x', undefined)).status).toBe(401);
    const his = await search(yossi, `q=${encodeURIComponent('ספרים')}`);
    expect(his.body.data.results.map((r) => r.title)).toEqual(['ספרים של יוסי']);
  });
});
