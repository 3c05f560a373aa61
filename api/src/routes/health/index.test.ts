import { Db, MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app.js';
import { startTestApp, type TestApp } from '../../test-support/app.js';
import { silentLogger } from '../../test-support/database.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it('reports ok with the database up and the version', async () => {
    const app = createApp({ db: t.db, logger: silentLogger, version: '1.2.3', services: t.services });
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      isSuccess: true,
      message: 'ok',
      data: { status: 'ok', db: 'up', version: '1.2.3' },
    });
  });

  it('answers 503 with db "down" when the store does not answer', async () => {
    // Nothing listens on port 1: server selection fails like a crashed store.
    const client = new MongoClient('mongodb://127.0.0.1:1/', { serverSelectionTimeoutMS: 300 });
    const app = createApp({
      db: client.db('x'),
      logger: silentLogger,
      version: '1.2.3',
      services: t.services,
    });
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toMatchObject({ isSuccess: false, data: { db: 'down', version: '1.2.3' } });
    await client.close();
  });

  it('checks arriving together share one ping, and a check after them sends its own', async () => {
    const pings = vi.spyOn(Db.prototype, 'command');
    try {
      const app = createApp({ db: t.db, logger: silentLogger, version: '1.2.3', services: t.services });
      const together = await Promise.all([1, 2, 3].map(() => app.request('/api/health')));
      expect(together.map((r) => r.status)).toEqual([200, 200, 200]);
      const sent = pings.mock.calls.filter(([command]) => 'ping' in command).length;
      expect(sent).toBe(1);
      expect((await app.request('/api/health')).status).toBe(200);
      expect(pings.mock.calls.filter(([command]) => 'ping' in command).length).toBe(sent + 1);
    } finally {
      pings.mockRestore();
    }
  });
});
