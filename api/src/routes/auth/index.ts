import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  refreshReplySchema,
  signInConfigReplySchema,
  signInReplySchema,
  type RefreshReply,
  type SignInConfigReply,
  type SignInReply,
} from '@kaspit/api-contract';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokens } from '../../services/auth/access-token/index.js';
import type { IdTokenVerifier } from '../../services/auth/id-token/index.js';
import {
  clientAddress,
  rateLimitByAddress,
  tooManyRequests,
  type RateLimiter,
} from '../../middleware/rate-limit/index.js';
import { RefreshTokenError, type RefreshTokens } from '../../services/auth/refresh-tokens/index.js';
import { fail, ok } from '../../infrastructure/envelope/index.js';
import type { Logger } from '../../infrastructure/logger/index.js';
import { documented } from '../openapi/describe.js';
import { toUserData, type UsersRepository } from '../../services/users/repository.js';
import { validate } from '../../middleware/validation/index.js';

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
  rateLimits: RateLimiter;
  /**
   * Attempts a minute: sign-in per sender address, refresh per token family, and refreshes with a token that is
   * not ours (or no token) per sender address.
   */
  rateLimitPerMinute?: number;
  /** How many proxies of our own stand in front of the API (X-Forwarded-For is read only then). */
  trustedProxies?: number;
}

const refreshBody = z.strictObject({ refreshToken: z.string().min(20).max(200) });
const signInBody = z.strictObject({ googleToken: z.string().min(20).max(8192) });

const tag = 'Auth';

/** `/auth`: exchange an ID token for our tokens, rotate the refresh token, sign out. */
export function authRoutes(deps: AuthDeps) {
  const perMinute = { limit: deps.rateLimitPerMinute ?? 30, windowMs: 60_000 };
  const signInLimited = rateLimitByAddress(deps.rateLimits, 'signin', perMinute, deps.trustedProxies);
  /** A refresh that cannot be tied to a family costs its sender's address, never a person's family. */
  const junk = async (c: Context, status: 400 | 401, message: string, data?: Record<string, unknown>) => {
    const key = `refresh-junk:${clientAddress(c, deps.trustedProxies)}`;
    const verdict = await deps.rateLimits.hit(key, perMinute);
    return verdict.allowed ? fail(c, status, message, data) : tooManyRequests(c, verdict.retryAfterSeconds);
  };
  const tokensFor = async (userId: string, refresh: { token: string; familyId: string }) => ({
    accessToken: await deps.accessTokens.sign(userId, refresh.familyId),
    refreshToken: refresh.token,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
  });

  return new Hono()
    .get(
      '/config',
      documented({
        summary: "Which identity provider the shell's sign-in popup uses",
        tag,
        data: signInConfigReplySchema,
        public: true,
      }),
      (c) => ok(c, { signIn: { ...deps.signIn, scope: 'openid profile email' } } satisfies SignInConfigReply),
    )
    .post(
      '/google-signin',
      documented({
        summary: 'Exchange an OpenID Connect ID token for our access and refresh tokens (creates the user)',
        tag,
        data: signInReplySchema,
        public: true,
      }),
      signInLimited,
      validate('json', signInBody),
      async (c) => {
        let identity;
        try {
          identity = await deps.verifyIdToken(c.req.valid('json').googleToken);
        } catch (error) {
          deps.logger.info({ reason: (error as Error).message }, 'ID token refused');
          return fail(c, 401, 'Sign-in failed');
        }
        const user = await deps.users.upsertFromIdentity(identity);
        const tokens = await tokensFor(user.id, await deps.refreshTokens.issue(user.id));
        return ok(c, { user: toUserData(user), tokens } satisfies SignInReply, 'Signed in');
      },
    )
    .post(
      '/refresh',
      documented({
        summary: 'Rotate a refresh token (a second tab within 10 s gets the same successor)',
        tag,
        data: refreshReplySchema,
        public: true,
      }),
      validate('json', refreshBody, (failure, c) => junk(c, 400, failure.message, failure.data)),
      async (c) => {
        const { refreshToken } = c.req.valid('json');
        const familyId = await deps.refreshTokens.familyOf(refreshToken);
        if (!familyId) return junk(c, 401, 'Token refresh failed');
        const verdict = await deps.rateLimits.hit(`refresh:${familyId}`, perMinute);
        if (!verdict.allowed) return tooManyRequests(c, verdict.retryAfterSeconds);
        try {
          const next = await deps.refreshTokens.rotate(refreshToken);
          return ok(
            c,
            { tokens: await tokensFor(next.userId, next) } satisfies RefreshReply,
            'Token refreshed',
          );
        } catch (error) {
          if (error instanceof RefreshTokenError) return fail(c, 401, 'Token refresh failed');
          throw error;
        }
      },
    )
    .post(
      '/signout',
      documented({ summary: "Revoke a refresh token's family", tag, public: true }),
      validate('json', refreshBody),
      async (c) => {
        await deps.refreshTokens.revokeByToken(c.req.valid('json').refreshToken);
        return ok(c, {}, 'Signed out');
      },
    );
}
