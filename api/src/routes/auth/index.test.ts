import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REUSE_GRACE_MS } from '../../services/auth/refresh-tokens/index.js';
import { createApp } from '../../app.js';
import { json, signIn, startTestApp, type TestApp } from '../../test-support/app.js';
import { silentLogger } from '../../test-support/database.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const refresh = (refreshToken: string, app = t.app) =>
  app.request('/api/auth/refresh', json({ refreshToken }));
const tokensOf = async (res: Response) =>
  ((await res.json()) as { data: { tokens: { accessToken: string; refreshToken: string } } }).data.tokens;

describe('POST /api/auth/google-signin', () => {
  it('creates the user with Hebrew defaults on first sign-in and returns our tokens', async () => {
    const session = await signIn(t, 'first@example.com', 'ראשונה');
    expect(session.user).toMatchObject({ email: 'first@example.com', displayName: 'ראשונה', budgets: {} });
    expect(session.user).not.toHaveProperty('sub');
    expect(session.user).not.toHaveProperty('_id');
    const user = session.user as unknown as {
      categories: { categoryName: string }[];
      paymentMethods: unknown[];
    };
    expect(user.categories.map((c) => c.categoryName)).toContain('מזון וסופר');
    expect(user.paymentMethods).toContainEqual({ paymentMethodName: 'ביט' });
    expect(session.tokens.expiresIn).toBe(900);
    expect(session.tokens.refreshToken.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
  });

  it('finds the same user again on the next sign-in, keyed by issuer and subject', async () => {
    const a = await signIn(t, 'again@example.com');
    const b = await signIn(t, 'again@example.com');
    expect(b.user.id).toBe(a.user.id);
    expect(await t.db.collection('users').countDocuments({ email: 'again@example.com' })).toBe(1);
  });

  it('refuses an invalid token with 401 and creates nothing', async () => {
    const before = await t.db.collection('users').countDocuments();
    const forged = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' + 'x'.repeat(20);
    const res = await t.app.request('/api/auth/google-signin', json({ googleToken: forged }));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ isSuccess: false, message: 'Sign-in failed' });
    expect(await t.db.collection('users').countDocuments()).toBe(before);
  });

  it('validates the body', async () => {
    const res = await t.app.request('/api/auth/google-signin', json({ token: 'x' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ isSuccess: false, data: { errors: expect.any(Array) } });
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: the new refresh token works, the access token is new', async () => {
    const session = await signIn(t, 'rotate@example.com');
    const res = await refresh(session.tokens.refreshToken);
    expect(res.status).toBe(200);
    const next = await tokensOf(res);
    expect(next.refreshToken).not.toBe(session.tokens.refreshToken);
    expect(
      (
        await t.app.request(`/api/users/${session.user.id}`, {
          headers: { authorization: `Bearer ${next.accessToken}` },
        })
      ).status,
    ).toBe(200);
    expect((await refresh(next.refreshToken)).status).toBe(200);
  });

  it('gives two tabs refreshing with the same token within the grace window the same successor', async () => {
    const session = await signIn(t, 'tabs@example.com');
    const [a, b] = await Promise.all([
      refresh(session.tokens.refreshToken),
      refresh(session.tokens.refreshToken),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await tokensOf(a)).refreshToken).toBe((await tokensOf(b)).refreshToken);
  });

  it('revokes the whole family when a spent token is replayed after the grace window', async () => {
    const session = await signIn(t, 'replay@example.com');
    const successor = await tokensOf(await refresh(session.tokens.refreshToken));
    // Age the spent token past the grace window instead of sleeping in the test.
    await t.db
      .collection('refreshTokens')
      .updateMany(
        { userId: session.user.id, spentAt: { $exists: true } },
        { $set: { spentAt: new Date(Date.now() - REUSE_GRACE_MS - 1000) } },
      );
    const replay = await refresh(session.tokens.refreshToken);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ isSuccess: false, message: 'Token refresh failed' });
    expect((await refresh(successor.refreshToken)).status).toBe(401);
  });

  it('answers 401 Token refresh failed for an unknown token, and signout revokes the family', async () => {
    expect((await refresh('not-a-token-we-ever-issued-xxxxxxxx')).status).toBe(401);
    const session = await signIn(t, 'signout@example.com');
    const out = await t.app.request('/api/auth/signout', json({ refreshToken: session.tokens.refreshToken }));
    expect(out.status).toBe(200);
    expect((await refresh(session.tokens.refreshToken)).status).toBe(401);
  });

  it('stores refresh tokens only as hashes', async () => {
    const session = await signIn(t, 'hashes@example.com');
    const stored = JSON.stringify(
      await t.db.collection('refreshTokens').find({ userId: session.user.id }).toArray(),
    );
    expect(stored).not.toContain(session.tokens.refreshToken);
  });
});

describe('rate limits', () => {
  it('answers 429 with the envelope after too many sign-in attempts from one address', async () => {
    const app = createApp({
      db: t.db,
      logger: silentLogger,
      version: 'test',
      services: t.services,
      rateLimitPerMinute: 3,
      trustedProxies: 1,
    });
    // An address of its own: counters live in the store, shared with this file's other requests.
    const sender = { 'x-forwarded-for': '192.0.2.44' };
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await app.request('/api/auth/refresh', json({ refreshToken: 'x'.repeat(30) }, sender))).status,
      );
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Sign-in counts on its own: junk refreshes did not use it up.
    const signIns = [];
    for (let i = 0; i < 4; i++)
      signIns.push(
        await app.request('/api/auth/google-signin', json({ googleToken: 'x'.repeat(30) }, sender)),
      );
    expect(signIns.map((r) => r.status)).toEqual([401, 401, 401, 429]);
    const res = signIns[3]!;
    expect(await res.json()).toEqual({ isSuccess: false, message: 'Too many requests' });
  });
});
