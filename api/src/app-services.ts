import type { FetchImplementation } from 'jose';
import type { Db } from 'mongodb';
import { createAccessTokens } from './services/auth/access-token/index.js';
import {
  createIdTokenVerifier,
  googleIdentityProvider,
  type IdentityProvider,
} from './services/auth/id-token/index.js';
import { loadOrCreateSecret, randomSecret } from './services/auth/keys/index.js';
import { createRateLimiter } from './middleware/rate-limit/index.js';
import { createRefreshTokens } from './services/auth/refresh-tokens/index.js';
import { createRevocations } from './services/auth/revocations/index.js';
import { DEV_CLIENT_ID } from './routes/dev-idp/index.js';
import { loadDevSigningKey, type DevSigningKey } from './routes/dev-idp/signing-key.js';
import type { SignInProvider } from './routes/auth/index.js';
import { currentUsers } from './services/users/current-user/index.js';
import { usersRepository } from './services/users/repository.js';

export interface ServiceOptions {
  db: Db;
  dataDir: string;
  publicUrl: string;
  googleClientId?: string;
  jwtSecret?: string;
  devIdentityProvider: boolean;
  /** How long a read request reuses the caller's user record (default 1 s); see users/current-user. */
  userCacheTtlMs?: number;
}

/**
 * Builds what the routes need. With the development provider on, its JWKS is fetched through `devJwksFetch`
 * (the app itself, in process) but verified by exactly the code that verifies Google's tokens.
 */
export async function createServices(options: ServiceOptions, devJwksFetch?: () => FetchImplementation) {
  const accessSecret =
    options.jwtSecret ?? (await loadOrCreateSecret(options.dataDir, 'access-token-secret', randomSecret));
  let devIdp: { key: DevSigningKey; issuer: string } | undefined;
  let provider: IdentityProvider;
  let signIn: SignInProvider;
  if (options.devIdentityProvider) {
    const issuer = `${options.publicUrl}/dev-idp`;
    devIdp = { key: await loadDevSigningKey(options.dataDir), issuer };
    provider = {
      issuers: [issuer],
      audience: DEV_CLIENT_ID,
      jwksUrl: `${issuer}/jwks`,
      ...(devJwksFetch ? { fetch: (url, init) => devJwksFetch()(url, init) } : {}),
    };
    signIn = { provider: 'development', clientId: DEV_CLIENT_ID, authorizeUrl: '/dev-idp/authorize' };
  } else {
    if (!options.googleClientId)
      throw new Error('GOOGLE_CLIENT_ID is required when the development provider is off');
    provider = googleIdentityProvider(options.googleClientId);
    signIn = {
      provider: 'google',
      clientId: options.googleClientId,
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    };
  }
  const revocations = createRevocations(options.db);
  return {
    users: usersRepository(options.db),
    currentUsers: currentUsers(options.db, { ttlMs: options.userCacheTtlMs }),
    accessTokens: createAccessTokens(accessSecret),
    revocations,
    rateLimits: createRateLimiter(options.db),
    refreshTokens: createRefreshTokens(options.db, revocations),
    verifyIdToken: createIdTokenVerifier(provider),
    signIn,
    devIdp,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
