import { Hono } from 'hono';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokens } from '../../auth/access-token/index.js';
import type { IdTokenVerifier } from '../../auth/id-token/index.js';
import { rateLimit } from '../../auth/rate-limit/index.js';
import { RefreshTokenError, type RefreshTokens } from '../../auth/refresh-tokens/index.js';
import { fail, ok } from '../../envelope/index.js';
import type { Logger } from '../../logger/index.js';
import type { RouteDoc } from '../../openapi/route-doc.js';
import { toUserData, type UsersRepository } from '../../users/repository.js';
import { validate } from '../../validation/index.js';

export interface SignInProvider {
  provider: 'google' | 'development';
  clientId: string;
  /** Where the shell's popup goes: Google's endpoint, or the development provider's on this origin. */
  authorizeUrl: string;
}

export interface AuthDeps {
  users: UsersRepository;
  verifyIdToken: IdTokenVerifier;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  signIn: SignInProvider;
  logger: Logger;
  /** Per-IP attempts a minute on sign-in and refresh. */
  rateLimitPerMinute?: number;
}

const refreshBody = z.strictObject({ refreshToken: z.string().min(20).max(200) });
const signInBody = z.strictObject({ googleToken: z.string().min(20).max(8192) });

/** `/auth`: exchange an ID token for our tokens, rotate the refresh token, sign out. */
export function authRoutes(deps: AuthDeps) {
  const limited = rateLimit({ limit: deps.rateLimitPerMinute ?? 30, windowMs: 60_000 });
  const tokensFor = async (userId: string, refresh: { token: string; familyId: string }) => ({
    accessToken: await deps.accessTokens.sign(userId, refresh.familyId),
    refreshToken: refresh.token,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
  });

  return new Hono()
    .get('/config', (c) => ok(c, { signIn: { ...deps.signIn, scope: 'openid profile email' } }))
    .post('/google-signin', limited, validate('json', signInBody), async (c) => {
      let identity;
      try {
        identity = await deps.verifyIdToken(c.req.valid('json').googleToken);
      } catch (error) {
        deps.logger.info({ reason: (error as Error).message }, 'ID token refused');
        return fail(c, 401, 'Sign-in failed');
      }
      const user = await deps.users.upsertFromIdentity(identity);
      const tokens = await tokensFor(user.id, await deps.refreshTokens.issue(user.id));
      return ok(c, { user: toUserData(user), tokens }, 'Signed in');
    })
    .post('/refresh', limited, validate('json', refreshBody), async (c) => {
      try {
        const next = await deps.refreshTokens.rotate(c.req.valid('json').refreshToken);
        return ok(c, { tokens: await tokensFor(next.userId, next) }, 'Token refreshed');
      } catch (error) {
        if (error instanceof RefreshTokenError) return fail(c, 401, 'Token refresh failed');
        throw error;
      }
    })
    .post('/signout', validate('json', refreshBody), async (c) => {
      await deps.refreshTokens.revokeByToken(c.req.valid('json').refreshToken);
      return ok(c, {}, 'Signed out');
    });
}

const tokens = z.object({ accessToken: z.string(), refreshToken: z.string(), expiresIn: z.number() });
const tag = 'Auth';

export const authDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/auth/config',
    summary: "Which identity provider the shell's sign-in popup uses",
    tag,
    public: true,
  },
  {
    method: 'post',
    path: '/auth/google-signin',
    summary: 'Exchange an OpenID Connect ID token for our access and refresh tokens (creates the user)',
    tag,
    body: signInBody,
    data: z.object({ user: z.record(z.string(), z.unknown()), tokens }),
    public: true,
  },
  {
    method: 'post',
    path: '/auth/refresh',
    summary: 'Rotate a refresh token (a second tab within 10 s gets the same successor)',
    tag,
    body: refreshBody,
    data: z.object({ tokens }),
    public: true,
  },
  {
    method: 'post',
    path: '/auth/signout',
    summary: "Revoke a refresh token's family",
    tag,
    body: refreshBody,
    public: true,
  },
];
