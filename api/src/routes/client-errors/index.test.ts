import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/app.js';
import { call, errorPaths } from '../../test-support/http.js';
import { CLIENT_ERROR_RETENTION_DAYS, MAX_CLIENT_ERROR_BYTES } from './index.js';

const logged: { level: number; msg: string; remote?: string; error?: string }[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });

let t: TestApp;
// A generous limit here; the limit itself is tested on an app of its own.
beforeAll(
  async () => (t = await startTestApp({ logger, clientErrorLimit: { limit: 1000, windowMs: 60_000 } })),
);
afterAll(() => t.stop());

const report = {
  remote: 'mfe-budgets',
  version: '0.1.0',
  build: 'stable',
  url: 'https://kaspit.example/remotes/mfe-budgets/mf-manifest.json',
  message: 'Failed to fetch',
  stack: 'TypeError: Failed to fetch\n    at remoteEntry.js:1:1',
  page: '/budgets/2026-03',
};
const stored = () => t.db.collection('clientErrors');

describe('POST /api/client-errors', () => {
  it('stores a report without a token, with no address, expiring after the retention, and logs it', async () => {
    const res = await call<{ report: { id: string } }>(t, 'POST', '/api/client-errors', undefined, report);
    expect(res.status).toBe(201);
    const { id } = res.body.data.report;
    const doc = await stored().findOne({ id }, { projection: { _id: 0 } });
    expect(doc).toEqual({ id, ...report, createdAt: expect.any(Date), expiresAt: expect.any(Date) });
    const kept = doc!.expiresAt.getTime() - doc!.createdAt.getTime();
    expect(kept).toBe(CLIENT_ERROR_RETENTION_DAYS * 86_400_000);
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'a remote failed in a browser',
        remote: 'mfe-budgets',
        error: 'Failed to fetch',
      }),
    );
  });

  it('keeps reports in a collection whose TTL index removes them when they expire', async () => {
    const indexes = await stored().indexes();
    expect(indexes).toContainEqual(expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 }));
  });

  it('refuses a page with a query, an unknown remote, a non-http URL, oversized and unknown fields, storing nothing', async () => {
    const before = await stored().countDocuments();
    const cases: [unknown, string[]][] = [
      [{ ...report, page: '/search?q=rent' }, ['page']],
      [{ ...report, page: '/budgets#x' }, ['page']],
      [{ ...report, remote: 'mfe-evil' }, ['remote']],
      [{ ...report, url: 'javascript:alert(1)' }, ['url']],
      [{ ...report, message: 'x'.repeat(501) }, ['message']],
      [{ ...report, email: 'dana@example.com' }, ['']],
      [{ remote: 'mfe-budgets' }, ['build', 'message', 'page', 'url', 'version']],
    ];
    for (const [body, paths] of cases) {
      const res = await call(t, 'POST', '/api/client-errors', undefined, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorPaths(res.body)).toEqual(paths);
    }
    expect(await stored().countDocuments()).toBe(before);
  });

  it('refuses a body larger than a report can be with 413', async () => {
    const res = await t.app.request('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...report, stack: 'x'.repeat(MAX_CLIENT_ERROR_BYTES) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ isSuccess: false, message: 'Request body too large' });
  });
});

describe('the client error rate limit', () => {
  it('allows 20 reports per 10 minutes per address, then answers 429', async () => {
    const limited = await startTestApp();
    try {
      const send = () =>
        limited.app.request('/api/client-errors', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(report),
        });
      for (let i = 0; i < 20; i++) expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(429);
      expect(await limited.db.collection('clientErrors').countDocuments()).toBe(20);
    } finally {
      await limited.stop();
    }
  });
});
