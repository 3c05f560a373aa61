import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { json, signIn, startTestApp, type TestApp } from '../../test-support/app.js';

let t: TestApp;
let dana: Awaited<ReturnType<typeof signIn>>;
let yossi: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await startTestApp();
  dana = await signIn(t, 'dana@example.com', 'דנה');
  yossi = await signIn(t, 'yossi@example.com', 'יוסי');
});
afterAll(() => t.stop());

const patch = (body: unknown, headers: Record<string, string>) => ({
  ...json(body, headers),
  method: 'PATCH',
});

describe('authentication and ownership', () => {
  it('answers 401 without a bearer token, with a malformed one, or with one signed by someone else', async () => {
    const forged = await new SignJWT({ fam: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(dana.user.id)
      .setIssuer('kaspit-api')
      .setAudience('kaspit-app')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    for (const authorization of [undefined, 'Bearer', 'Basic abc', `Bearer ${forged}`]) {
      const res = await t.app.request(`/api/users/${dana.user.id}`, {
        headers: authorization ? { authorization } : {},
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ isSuccess: false });
    }
  });

  it('answers 401 for an expired access token', async () => {
    const tenMinutesAgo = Date.now() - 16 * 60 * 1000;
    const stale = await t.services.accessTokens.sign(dana.user.id, 'fam', tenMinutesAgo);
    const res = await t.app.request(`/api/users/${dana.user.id}`, {
      headers: { authorization: `Bearer ${stale}` },
    });
    expect(res.status).toBe(401);
  });

  it("answers 403 for another user's id in the path or the query, and changes nothing", async () => {
    expect((await t.app.request(`/api/users/${yossi.user.id}`, { headers: dana.auth })).status).toBe(403);
    const res = await t.app.request(
      `/api/users/${yossi.user.id}/profile`,
      patch({ displayName: 'נפרץ' }, dana.auth),
    );
    expect(res.status).toBe(403);
    expect(
      (await t.app.request(`/api/users/${dana.user.id}?userId=${yossi.user.id}`, { headers: dana.auth }))
        .status,
    ).toBe(403);
    const del = await t.app.request(`/api/users/${yossi.user.id}`, { method: 'DELETE', headers: dana.auth });
    expect(del.status).toBe(403);
    const still = await t.app.request(`/api/users/${yossi.user.id}`, { headers: yossi.auth });
    expect(await still.json()).toMatchObject({ data: { userData: { displayName: 'יוסי' } } });
  });
});

describe('a refused body', () => {
  it('with 70,000 unknown keys gets a small reply: a few keys named, the rest counted', async () => {
    const body = Object.fromEntries(Array.from({ length: 70_000 }, (_, i) => [`k${i}`, 1]));
    const res = await t.app.request(`/api/users/${dana.user.id}/profile`, patch(body, dana.auth));
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text.length).toBeLessThan(4096);
    const reply = JSON.parse(text) as { message: string; data: { errors: { message: string }[] } };
    expect(reply.message).toBe('Validation failed');
    expect(reply.data.errors[0]!.message).toBe(
      'Unrecognized keys: "k0", "k1", "k2", "k3", "k4" and 69995 more',
    );
  });
});

describe('users', () => {
  it('GET returns the caller as userData', async () => {
    const res = await t.app.request(`/api/users/${dana.user.id}`, { headers: dana.auth });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      isSuccess: true,
      data: {
        userData: {
          id: dana.user.id,
          email: 'dana@example.com',
          billingCyclePeriod: { startDay: 1, endDay: 31, endMonth: 0 },
        },
      },
    });
  });

  it('PATCH profile updates the name, photo and billing cycle, and rejects bad input without changing anything', async () => {
    const good = await t.app.request(
      `/api/users/${dana.user.id}/profile`,
      patch(
        { displayName: '  דנה לוי ', billingCyclePeriod: { startDay: 10, endDay: 9, endMonth: 1 } },
        dana.auth,
      ),
    );
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({
      data: {
        userData: { displayName: 'דנה לוי', billingCyclePeriod: { startDay: 10, endDay: 9, endMonth: 1 } },
      },
    });

    for (const bad of [
      { displayName: '' },
      { billingCyclePeriod: { startDay: 10, endDay: 20, endMonth: 1 } },
      { photoURL: 'javascript:alert(1)' },
      { role: 'admin' },
      { displayName: { $ne: 'x' } },
      {},
    ]) {
      const res = await t.app.request(`/api/users/${dana.user.id}/profile`, patch(bad, dana.auth));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      const body = (await res.json()) as { data: { errors: unknown[] } };
      expect(body.data.errors.length).toBeGreaterThan(0);
    }
    const after = await t.app.request(`/api/users/${dana.user.id}`, { headers: dana.auth });
    expect(await after.json()).toMatchObject({ data: { userData: { displayName: 'דנה לוי' } } });
  });

  it('POST /users returns (and may update) the caller', async () => {
    const res = await t.app.request(
      '/api/users',
      json({ userData: { photoURL: 'https://example.com/p.png' } }, dana.auth),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      data: { userData: { id: dana.user.id, photoURL: 'https://example.com/p.png' } },
    });
  });

  it('DELETE removes the user and all their data and revokes their tokens', async () => {
    const gone = await signIn(t, 'leaving@example.com');
    await t.db.collection('outcomes').insertMany([
      { userId: gone.user.id, id: 'a', amount: 1 },
      { userId: dana.user.id, id: 'b', amount: 2 },
    ]);
    // A write of theirs first, so they have a data version to leave behind.
    const versions = t.db.collection<{ _id: string }>('userDataVersions');
    await t.app.request(`/api/users/${gone.user.id}/profile`, patch({ displayName: 'עוזב' }, gone.auth));
    expect(await versions.countDocuments({ _id: gone.user.id })).toBe(1);
    const res = await t.app.request(`/api/users/${gone.user.id}`, { method: 'DELETE', headers: gone.auth });
    expect(res.status).toBe(200);
    expect(await versions.countDocuments({ _id: gone.user.id })).toBe(0);
    expect(await t.db.collection('outcomes').countDocuments({ userId: gone.user.id })).toBe(0);
    expect(await t.db.collection('outcomes').countDocuments({ userId: dana.user.id })).toBe(1);
    // The access token stops with the account (its family is revoked), not 15 minutes later.
    expect((await t.app.request(`/api/users/${gone.user.id}`, { headers: gone.auth })).status).toBe(401);
    expect(
      (await t.app.request('/api/auth/refresh', json({ refreshToken: gone.tokens.refreshToken }))).status,
    ).toBe(401);
  });
});
