import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/app.js';
import { call } from '../../test-support/http.js';
import { SEED_ANNOUNCEMENTS, seedAnnouncements, type Announcement } from './index.js';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.stop());

describe('GET /api/announcements', () => {
  it('answers without a token: the seeded Hebrew announcements, newest first', async () => {
    const res = await call<{ announcements: Announcement[] }>(t, 'GET', '/api/announcements', undefined);
    expect(res.status).toBe(200);
    const { announcements } = res.body.data;
    expect(announcements).toHaveLength(3);
    expect(announcements.map((a) => a.publishedAt)).toEqual(
      SEED_ANNOUNCEMENTS.map((a) => a.publishedAt)
        .sort()
        .reverse(),
    );
    for (const a of announcements) {
      expect(Object.keys(a).sort()).toEqual(['body', 'id', 'publishedAt', 'title']);
      expect(a.title).toMatch(/[\u0590-\u05FF]/);
    }
  });

  it('seeds idempotently: a restart adds nothing and keeps an edited announcement', async () => {
    const collection = t.db.collection<Announcement>('announcements');
    const first = SEED_ANNOUNCEMENTS[0]!;
    await collection.updateOne({ id: first.id }, { $set: { title: 'כותרת שנערכה' } });
    await seedAnnouncements(t.db);
    await seedAnnouncements(t.db);
    expect(await collection.countDocuments()).toBe(3);
    expect((await collection.findOne({ id: first.id }))?.title).toBe('כותרת שנערכה');
  });
});
