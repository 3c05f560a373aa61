import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createApp } from '../../app.js';
import { createServices } from '../../app-services.js';
import { json, startTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test-support/app.js';
import { silentLogger } from '../../test-support/database.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const authorizeParams = {
  client_id: 'kaspit-development',
  redirect_uri: `${TEST_PUBLIC_URL}/auth/callback`,
  response_type: 'id_token',
  scope: 'openid profile email',
  prompt: 'select_account',
  nonce: 'nonce-12345678',
  state: 'state-12345678',
};
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('development identity provider', () => {
  it('publishes discovery and a JWKS of RS256 public keys only', async () => {
    const discovery = await (await t.app.request('/dev-idp/.well-known/openid-configuration')).json();
    expect(discovery).toMatchObject({
      issuer: `${TEST_PUBLIC_URL}/dev-idp`,
      id_token_signing_alg_values_supported: ['RS256'],
    });
    const { keys } = (await (await t.app.request('/dev-idp/jwks')).json()) as {
      keys: Record<string, string>[];
    };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('shows a Hebrew account chooser and redirects to the callback with an ID token, nonce and state', async () => {
    const page = await t.app.request(
      `${TEST_PUBLIC_URL}/dev-idp/authorize?${new URLSearchParams(authorizeParams)}`,
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('בחירת חשבון');

    const res = await t.app.request(
      `${TEST_PUBLIC_URL}/dev-idp/authorize`,
      form({ ...authorizeParams, name: 'רות', email: 'ruth@example.com' }),
    );
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${TEST_PUBLIC_URL}/auth/callback`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('state')).toBe('state-12345678');
    const claims = decodeJwt(fragment.get('id_token')!);
    expect(claims).toMatchObject({
      nonce: 'nonce-12345678',
      email: 'ruth@example.com',
      aud: 'kaspit-development',
    });

    // The account is now offered in this browser's chooser, and the token signs in through the production verifier.
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const again = await (
      await t.app.request(`${TEST_PUBLIC_URL}/dev-idp/authorize?${new URLSearchParams(authorizeParams)}`, {
        headers: { cookie },
      })
    ).text();
    expect(again).toContain('ruth@example.com');
    const signin = await t.app.request(
      '/api/auth/google-signin',
      json({ googleToken: fragment.get('id_token') }),
    );
    expect(signin.status).toBe(200);
  });

  it('lists only the accounts this browser signed in with, and signs in as a listed one without retyping', async () => {
    const created = await t.app.request(
      `${TEST_PUBLIC_URL}/dev-idp/authorize`,
      form({ ...authorizeParams, name: 'מיכל', email: 'michal@example.com' }),
    );
    expect(created.status).toBe(302);
    const cookie = created.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/dev-idp/);
    const chooser = `${TEST_PUBLIC_URL}/dev-idp/authorize?${new URLSearchParams(authorizeParams)}`;

    // Someone else (no cookie, or a cookie of their own) learns nothing of who has accounts here.
    const stranger = await (await t.app.request(chooser)).text();
    expect(stranger).not.toContain('michal@example.com');
    expect(stranger).not.toContain('ruth@example.com');
    const choose = form({ ...authorizeParams, email: 'michal@example.com' });
    const refused = await t.app.request(`${TEST_PUBLIC_URL}/dev-idp/authorize`, choose);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();

    // The browser that created it sees it and picks it with one click.
    const own = cookie.split(';')[0]!;
    expect(await (await t.app.request(chooser, { headers: { cookie: own } })).text()).toContain(
      'michal@example.com',
    );
    const picked = await t.app.request(`${TEST_PUBLIC_URL}/dev-idp/authorize`, {
      ...choose,
      headers: { ...choose.headers, cookie: own },
    });
    expect(picked.status).toBe(302);
  });

  it('refuses to send tokens to another site', async () => {
    const evil = { ...authorizeParams, redirect_uri: 'https://evil.example/auth/callback' };
    expect(
      (await t.app.request(`${TEST_PUBLIC_URL}/dev-idp/authorize?${new URLSearchParams(evil)}`)).status,
    ).toBe(400);
    const res = await t.app.request(
      `${TEST_PUBLIC_URL}/dev-idp/authorize`,
      form({ ...evil, name: 'x', email: 'x@example.com' }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('does not exist when the development provider is off (production)', async () => {
    const services = await createServices({
      db: t.db,
      dataDir: t.dataDir,
      publicUrl: TEST_PUBLIC_URL,
      googleClientId: 'prod-client.apps.googleusercontent.com',
      devIdentityProvider: false,
    });
    const app = createApp({ db: t.db, logger: silentLogger, version: 'test', services });
    for (const path of ['/dev-idp/jwks', '/dev-idp/.well-known/openid-configuration', '/dev-idp/authorize']) {
      expect((await app.request(path)).status).toBe(404);
    }
    expect((await app.request('/dev-idp/id-token', json({ email: 'a@example.com', name: 'a' }))).status).toBe(
      404,
    );
    const config = await (await app.request('/api/auth/config')).json();
    expect(config).toMatchObject({
      data: { signIn: { provider: 'google', clientId: 'prod-client.apps.googleusercontent.com' } },
    });
  });
});
