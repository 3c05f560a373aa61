import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type AppDeps } from '../../app.js';
import { json, signIn, startTestApp, type TestApp } from '../../test-support/app.js';
import { silentLogger } from '../../test-support/database.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

/** Another API process over the same store: its own memory, the same counters. */
const process = (overrides: Partial<AppDeps> = {}) =>
  createApp({ db: t.db, logger: silentLogger, version: 'test', services: t.services, ...overrides });

/** What our proxy forwards: whatever the client claimed, then the address it really came from. */
const from = (address: string) => ({ 'x-forwarded-for': `6.6.6.6, ${address}` });
const junkSignIn = (app: ReturnType<typeof process>, headers: Record<string, string> = {}) =>
  app.request('/api/auth/google-signin', json({ googleToken: 'x'.repeat(30) }, headers));
const refresh = (
  app: ReturnType<typeof process>,
  refreshToken: string,
  headers: Record<string, string> = {},
) => app.request('/api/auth/refresh', json({ refreshToken }, headers));

describe('rate limits', () => {
  it("a flood of sign-ins and junk refreshes from a person's address leaves that person's refresh working", async () => {
    const app = process({ rateLimitPerMinute: 3 });
    const dana = await signIn(t, `dana.${Date.now()}@example.com`, 'דנה');
    const flood: number[] = [];
    for (let i = 0; i < 6; i++) {
      flood.push((await junkSignIn(app)).status);
      flood.push((await refresh(app, 'y'.repeat(43))).status);
      flood.push((await app.request('/api/auth/refresh', json({ nonsense: true }))).status);
    }
    expect(flood.slice(-3)).toEqual([429, 429, 429]);
    const renewed = await refresh(app, dana.tokens.refreshToken);
    expect(renewed.status).toBe(200);
    const throttled = await junkSignIn(app);
    expect(throttled.status).toBe(429);
    expect(await throttled.json()).toEqual({ isSuccess: false, message: 'Too many requests' });
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits refreshes per token family, whatever the address', async () => {
    const app = process({ rateLimitPerMinute: 3, trustedProxies: 1 });
    const dana = await signIn(t, `dana.fam.${Date.now()}@example.com`, 'דנה');
    let token = dana.tokens.refreshToken;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await refresh(app, token, from(`10.1.0.${i}`));
      statuses.push(res.status);
      if (res.status === 200)
        token = ((await res.json()) as { data: { tokens: { refreshToken: string } } }).data.tokens
          .refreshToken;
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const yossi = await signIn(t, `yossi.fam.${Date.now()}@example.com`, 'יוסי');
    expect((await refresh(app, yossi.tokens.refreshToken, from('10.1.0.1'))).status).toBe(200);
  });

  it('holds across API processes sharing the store', async () => {
    const [a, b] = [
      process({ rateLimitPerMinute: 4, trustedProxies: 1 }),
      process({ rateLimitPerMinute: 4, trustedProxies: 1 }),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await junkSignIn(i % 2 ? a : b, from('10.2.0.1'))).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });

  it('counts per address behind a trusted proxy, and ignores X-Forwarded-For when no proxy is trusted', async () => {
    const proxied = process({ rateLimitPerMinute: 2, trustedProxies: 1 });
    for (let i = 0; i < 3; i++) await junkSignIn(proxied, from('10.3.0.1'));
    expect((await junkSignIn(proxied, from('10.3.0.1'))).status).toBe(429);
    expect((await junkSignIn(proxied, from('10.3.0.2'))).status).not.toBe(429);

    const direct = process({ rateLimitPerMinute: 2 });
    const statuses: number[] = [];
    // A client naming a fresh address each time is still one sender when no proxy is trusted.
    for (let i = 0; i < 4; i++) statuses.push((await junkSignIn(direct, from(`10.4.0.${i}`))).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('a blocked address stays blocked however many other addresses the table holds', async () => {
    const app = process({ rateLimitPerMinute: 2, trustedProxies: 1 });
    for (let i = 0; i < 3; i++) await junkSignIn(app, from('10.5.0.1'));
    expect((await junkSignIn(app, from('10.5.0.1'))).status).toBe(429);
    // What a spray of 10,001 addresses leaves in the table (the old in-memory table was emptied at 10,000).
    const expiresAt = new Date(Date.now() + 60_000);
    await t.db.collection('rateLimits').insertMany(
      Array.from({ length: 10_001 }, (_, i) => ({
        _id: `signin:172.16.${i >> 8}.${i & 255}` as never,
        count: 1,
        expiresAt,
      })),
    );
    expect((await junkSignIn(app, from('172.17.0.1'))).status).not.toBe(429);
    expect((await junkSignIn(app, from('10.5.0.1'))).status).toBe(429);
  });
});
