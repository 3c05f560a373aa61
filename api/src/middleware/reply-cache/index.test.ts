import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { currentBillingMonth } from '@kaspit/domain';
import { createApp } from '../../app.js';
import { createServices } from '../../app-services.js';
import { TEST_PUBLIC_URL, withSignedInApp, type Person, type TestApp } from '../../test-support/app.js';
import { silentLogger } from '../../test-support/database.js';
import { call } from '../../test-support/http.js';
import { createReplyCache } from './index.js';

let t: TestApp;
let dana: Person;
let yossi: Person;
withSignedInApp(['dana', 'yossi'], (app, people) => ([t, [dana, yossi]] = [app, people as [Person, Person]]));

const month = () => currentBillingMonth({ startDay: 1, endDay: 31, endMonth: 0 });
const dateIn = (m: string, day: number) => `${m}-${String(day).padStart(2, '0')}`;

async function addOutcome(person: Person, description: string, amount = 10, day = 5) {
  const res = await call<{ outcome: { id: string } }>(t, 'POST', '/api/outcomes', person.auth, {
    outcomeData: { date: dateIn(month(), day), amount, category: 'מסעדות', description },
  });
  expect(res.status).toBe(201);
  return res.body.data.outcome.id;
}

type Page = { outcomes: { id: string; description: string; amount: number }[]; totals: { count: number } };
const page = async (person: Person, app: TestApp['app'] = t.app) => {
  const res = await app.request(`/api/outcomes?month=${month()}&limit=50`, { headers: person.auth });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Page }).data;
};

/** Another API process over the same store: its own services and caches, the same secrets. */
async function secondProcess() {
  const services = await createServices({
    db: t.db,
    dataDir: t.dataDir,
    publicUrl: TEST_PUBLIC_URL,
    devIdentityProvider: true,
  });
  return createApp({ db: t.db, logger: silentLogger, version: 'test', services });
}

describe('kept replies', () => {
  it('are what the page answers until the user writes, then never again (the version names the data)', async () => {
    await addOutcome(dana, 'לחם');
    const first = await page(dana);
    // Changed behind the API's back (no version bump): the kept reply still answers, which shows it is kept ...
    await t.db.collection('outcomes').updateMany({ userId: dana.user.id }, { $set: { description: 'שונה' } });
    expect(await page(dana)).toEqual(first);
    // ... and a bump, as every write through the API makes, retires it.
    await t.services.currentUsers.written(dana.user.id);
    expect((await page(dana)).outcomes.every((o) => o.description === 'שונה')).toBe(true);
  });

  it('after each kind of write through the API, the next read shows it', async () => {
    const id = await addOutcome(dana, 'חלב', 12);
    expect((await page(dana)).outcomes.find((o) => o.id === id)?.amount).toBe(12);
    // Update.
    const put = await call(t, 'PUT', `/api/outcomes/${id}`, dana.auth, {
      outcomeData: { date: dateIn(month(), 5), amount: 13, category: 'מסעדות', description: 'חלב' },
    });
    expect(put.status).toBe(200);
    expect((await page(dana)).outcomes.find((o) => o.id === id)?.amount).toBe(13);
    // Rename of the category the row carries (a write to the user record, not to the row's route).
    const rename = await call(
      t,
      'PATCH',
      `/api/users/${dana.user.id}/categories/${encodeURIComponent('מסעדות')}/name`,
      dana.auth,
      { newName: 'אוכל' },
    );
    expect(rename.status).toBe(200);
    expect(
      ((await page(dana)).outcomes as unknown as { category: string }[]).map((o) => o.category),
    ).not.toContain('מסעדות');
    // Bulk create (an import).
    const before = (await page(dana)).totals.count;
    const bulk = await call(t, 'POST', '/api/outcomes/bulk', dana.auth, {
      outcomes: [
        { id: crypto.randomUUID(), date: dateIn(month(), 6), amount: 1, category: 'אוכל', description: 'א' },
        { id: crypto.randomUUID(), date: dateIn(month(), 7), amount: 2, category: 'אוכל', description: 'ב' },
      ],
    });
    expect(bulk.status).toBe(201);
    expect((await page(dana)).totals.count).toBe(before + 2);
    // Delete.
    expect((await call(t, 'DELETE', `/api/outcomes/${id}`, dana.auth)).status).toBe(200);
    expect((await page(dana)).outcomes.map((o) => o.id)).not.toContain(id);
    // The category renamed back: every row shows the old name again.
    const back = await call(
      t,
      'PATCH',
      `/api/users/${dana.user.id}/categories/${encodeURIComponent('אוכל')}/name`,
      dana.auth,
      { newName: 'מסעדות' },
    );
    expect(back.status).toBe(200);
    expect(
      ((await page(dana)).outcomes as unknown as { category: string }[]).every(
        (o) => o.category === 'מסעדות',
      ),
    ).toBe(true);
    // A refused write (400) changes nothing and the kept reply stays right.
    const refused = await call(t, 'POST', '/api/outcomes', dana.auth, { outcomeData: { amount: 'x' } });
    expect(refused.status).toBe(400);
    expect((await page(dana)).totals.count).toBe(before + 1);
  });

  it('a write through one API process is seen by the next read through another, with no wait', async () => {
    const other = await secondProcess();
    await addOutcome(dana, 'ביצים');
    const there = await page(dana, other);
    await page(dana); // kept here too
    const id = await addOutcome(dana, 'גבינה'); // written here ...
    expect((await page(dana, other)).outcomes.map((o) => o.id)).toContain(id); // ... read there at once
    expect((await page(dana, other)).totals.count).toBe(there.totals.count + 1);
    const removed = await other.request(`/api/outcomes/${id}`, { method: 'DELETE', headers: dana.auth });
    expect(removed.status).toBe(200); // deleted there ...
    expect((await page(dana)).outcomes.map((o) => o.id)).not.toContain(id); // ... gone here at once
  });

  it('are kept per person and per encoding', async () => {
    await addOutcome(yossi, 'של יוסי');
    const danas = await page(dana);
    const yossis = await page(yossi);
    expect(yossis.outcomes.map((o) => o.description)).toEqual(['של יוסי']);
    expect(danas.outcomes.map((o) => o.description)).not.toContain('של יוסי');
    for (let i = 0; i < 30; i++) await addOutcome(dana, `שורה ${i}`, 1, 1 + (i % 28));
    const url = `/api/outcomes?month=${month()}&limit=50`;
    const plain = await t.app.request(url, { headers: dana.auth });
    const br = await t.app.request(url, { headers: { ...dana.auth, 'accept-encoding': 'br' } });
    const brAgain = await t.app.request(url, { headers: { ...dana.auth, 'accept-encoding': 'br' } });
    const plainAgain = await t.app.request(url, { headers: dana.auth });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brAgain.headers.get('content-encoding')).toBe('br');
    expect(plainAgain.headers.get('content-encoding')).toBeNull();
    const decoded = JSON.parse(brotliDecompressSync(Buffer.from(await brAgain.arrayBuffer())).toString());
    expect(decoded).toEqual(await plain.json());
    expect(await plainAgain.json()).toEqual(decoded);
    await br.arrayBuffer();
    for (const res of [plain, br, brAgain, plainAgain])
      expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('statistics of a named month are kept and follow writes; without a month they are computed', async () => {
    const stats = async (query: string) =>
      (await call<{ statistics: unknown }>(t, 'GET', `/api/statistics${query}`, yossi.auth)).body.data
        .statistics;
    const before = await stats(`?month=${month()}`);
    await addOutcome(yossi, 'עוד', 100);
    const after = await stats(`?month=${month()}`);
    expect(after).not.toEqual(before);
    expect(await stats('')).toEqual(after);
  });
});

describe('the reply store', () => {
  const reply = (n: number) => ({ body: 'x'.repeat(n), status: 200 as const, headers: {} });

  it('drops the least recently used past its byte budget, and never keeps an oversized reply', () => {
    const cache = createReplyCache({ maxBytes: 1000, maxEntryBytes: 400 });
    cache.set('a', reply(100)); // 300 bytes counted (3 per UTF-16 unit) + key
    cache.set('b', reply(100));
    cache.set('c', reply(100));
    expect(cache.size).toBe(3);
    cache.get('a'); // now b is the least recently used
    cache.set('d', reply(100));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.set('big', reply(200));
    expect(cache.get('big')).toBeUndefined();
  });

  it('forgets a reply after its longest life (a write whose version bump failed)', () => {
    let time = 0;
    const cache = createReplyCache({ maxAgeMs: 60_000, now: () => time });
    cache.set('a', reply(10));
    time = 59_999;
    expect(cache.get('a')).toBeDefined();
    time = 60_000;
    expect(cache.get('a')).toBeUndefined();
  });
});
