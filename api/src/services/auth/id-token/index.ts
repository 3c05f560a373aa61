import {
  createRemoteJWKSet,
  customFetch,
  jwtVerify,
  type FetchImplementation,
  type JWTVerifyGetKey,
} from 'jose';

export interface IdentityProvider {
  /** Accepted `iss` values (Google uses two spellings). */
  issuers: string[];
  /** The OAuth client id the ID token must be addressed to. */
  audience: string;
  jwksUrl: string;
  /** How soon an unknown `kid` may trigger another JWKS fetch (default 30 s; tests use 0). */
  jwksCooldownMs?: number;
  /** Overrides the transport used to fetch the JWKS (tests); the verification itself never changes. */
  fetch?: FetchImplementation;
}

export interface VerifiedIdentity {
  issuer: string;
  sub: string;
  email: string;
  name: string;
  picture: string | null;
}

export const googleIdentityProvider = (clientId: string): IdentityProvider => ({
  issuers: ['https://accounts.google.com', 'accounts.google.com'],
  audience: clientId,
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
});

/** Google's and the development provider's ID tokens go through this one path: RS256 only, JWKS, 300 s max age. */
export function createIdTokenVerifier(provider: IdentityProvider) {
  // createRemoteJWKSet caches the key set and refetches on an unknown `kid`, which handles key rotation.
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(provider.jwksUrl), {
    cooldownDuration: provider.jwksCooldownMs ?? 30_000,
    cacheMaxAge: 10 * 60_000,
    ...(provider.fetch ? { [customFetch]: provider.fetch } : {}),
  });

  return async function verifyIdToken(token: string): Promise<VerifiedIdentity> {
    const { payload } = await jwtVerify(token, keys, {
      algorithms: ['RS256'],
      issuer: provider.issuers,
      audience: provider.audience,
      maxTokenAge: '300s',
      clockTolerance: 5,
      requiredClaims: ['sub', 'iat', 'exp', 'email'],
    });
    // OIDC Core 3.1.3.7: a token addressed to several clients is ours only if we are its authorised party, and an
    // `azp` naming another client means it was issued to that client, whatever else `aud` lists.
    const severalAudiences = Array.isArray(payload.aud) && payload.aud.length > 1;
    if ((severalAudiences || payload.azp !== undefined) && payload.azp !== provider.audience) {
      throw new Error('token was issued to another client (azp)');
    }
    if (payload.email_verified !== true) throw new Error('email not verified');
    if (typeof payload.email !== 'string' || typeof payload.sub !== 'string') throw new Error('bad claims');
    return {
      issuer: payload.iss!,
      sub: payload.sub,
      email: payload.email.toLowerCase(),
      name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : payload.email,
      picture: typeof payload.picture === 'string' ? payload.picture : null,
    };
  };
}

export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
