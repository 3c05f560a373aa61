import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { SignJWT } from 'jose';
import type { Db } from 'mongodb';
import { z } from 'zod';
import { devAccounts, type DevAccount } from './accounts.js';
import { renderAuthorizePage, type AuthorizeParams } from './authorize-page.js';
import type { DevSigningKey } from './signing-key.js';

export const DEV_CLIENT_ID = 'kaspit-development';

export interface DevIdpOptions {
  db: Db;
  key: DevSigningKey;
  /** `${PUBLIC_URL}/dev-idp`: the `iss` of every token and the base of the discovery document. */
  issuer: string;
}

const authorizeSchema = z.object({
  client_id: z.literal(DEV_CLIENT_ID),
  redirect_uri: z.url(),
  response_type: z.literal('id_token'),
  scope: z.string().refine((s) => s.split(/\s+/).includes('openid'), 'scope must include openid'),
  nonce: z.string().min(8).max(200),
  state: z.string().min(8).max(200),
  prompt: z.string().optional(),
});

/**
 * The e-mails this browser signed in with. The chooser lists only those: anyone who can reach the provider may
 * open it, and a list of everyone's addresses would tell them whose data lives here.
 */
const BROWSER_ACCOUNTS_COOKIE = 'dev_idp_accounts';
const MAX_BROWSER_ACCOUNTS = 10;

function browserAccounts(c: Context): string[] {
  const value = getCookie(c, BROWSER_ACCOUNTS_COOKIE) ?? '';
  return value
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean)
    .slice(0, MAX_BROWSER_ACCOUNTS);
}

function rememberBrowserAccount(c: Context, email: string): void {
  const emails = [email, ...browserAccounts(c).filter((e) => e !== email)].slice(0, MAX_BROWSER_ACCOUNTS);
  setCookie(c, BROWSER_ACCOUNTS_COOKIE, emails.join(','), {
    path: '/dev-idp',
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: 365 * 24 * 3600,
  });
}

const accountSchema = z.strictObject({
  email: z.email().max(120),
  name: z.string().trim().min(1).max(60),
  picture: z.url().max(500).optional(),
});

/**
 * A development OpenID provider speaking the same protocol as Google (discovery, JWKS, RS256 ID tokens, an
 * account chooser with the implicit `id_token` flow), so sign-in runs the real code path with no internet.
 */
export function devIdentityProvider({ db, key, issuer }: DevIdpOptions) {
  const accounts = devAccounts(db);
  const app = new Hono();

  const idToken = (account: DevAccount, nonce?: string) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email: account.email,
      email_verified: true,
      name: account.name,
      ...(account.picture ? { picture: account.picture } : {}),
      ...(nonce ? { nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(DEV_CLIENT_ID)
      .setSubject(account.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key.privateKey);
  };

  // Only the app's own callback may receive tokens: an open redirect here would hand them to anyone.
  const callbackAllowed = (c: Context, redirectUri: string) => {
    const target = new URL(redirectUri);
    const origins = new Set([new URL(c.req.url).origin, new URL(issuer).origin]);
    return origins.has(target.origin) && target.pathname === '/auth/callback';
  };

  app.get('/.well-known/openid-configuration', (c) =>
    c.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['id_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'profile', 'email'],
      claims_supported: ['sub', 'email', 'email_verified', 'name', 'picture', 'nonce'],
    }),
  );

  app.get('/jwks', (c) => c.json({ keys: [key.publicJwk] }, 200, { 'Cache-Control': 'public, max-age=300' }));

  app.get('/authorize', async (c) => {
    const params = authorizeSchema.safeParse(c.req.query());
    if (!params.success || !callbackAllowed(c, params.data.redirect_uri)) {
      return c.html('<p dir="rtl" lang="he">בקשת התחברות לא תקינה.</p>', 400);
    }
    return c.html(
      renderAuthorizePage(params.data as AuthorizeParams, await accounts.listOf(browserAccounts(c))),
    );
  });

  app.post('/authorize', async (c) => {
    const form = Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)]));
    const params = authorizeSchema.safeParse(form);
    if (!params.success || !callbackAllowed(c, params.data.redirect_uri)) {
      return c.html('<p dir="rtl" lang="he">בקשת התחברות לא תקינה.</p>', 400);
    }
    // Choosing without typing a name is picking from the list, which only holds this browser's accounts.
    const chosen = (form.email ?? '').trim().toLowerCase();
    const existing = form.name || !browserAccounts(c).includes(chosen) ? null : await accounts.find(chosen);
    const parsed = existing ? null : accountSchema.safeParse({ email: form.email, name: form.name });
    if (!existing && !parsed?.success) {
      return c.html(
        renderAuthorizePage(
          params.data as AuthorizeParams,
          await accounts.listOf(browserAccounts(c)),
          'נא למלא שם ודוא"ל תקינים.',
        ),
        400,
      );
    }
    const account = existing ?? (await accounts.upsert(parsed!.data!));
    rememberBrowserAccount(c, account.email);
    const token = await idToken(account, params.data.nonce);
    const fragment = new URLSearchParams({ id_token: token, state: params.data.state });
    return c.redirect(`${params.data.redirect_uri}#${fragment.toString()}`, 302);
  });

  /** For automated tests: an ID token for any account, as if it had been chosen in the popup. */
  app.post('/id-token', async (c) => {
    const body = accountSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success)
      return c.json({ error: 'invalid_request', error_description: body.error.issues[0]?.message }, 400);
    const account = await accounts.upsert(body.data);
    return c.json({ id_token: await idToken(account) });
  });

  return app;
}
