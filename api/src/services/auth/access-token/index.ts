import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const issuer = 'kaspit-api';
const audience = 'kaspit-app';
const algorithm = 'HS256';

/** How many verified tokens each process remembers (a few per signed-in person using the app). */
const REMEMBERED_TOKENS = 10_000;

/**
 * Signs and verifies the API's own short-lived access tokens; issuer, audience and algorithm are pinned. A token
 * that verified is remembered until it expires, so the requests of a session after its first cost a lookup, not a
 * signature check (WebCrypto's, a job on the thread pool); the token is the whole signed string, so only a token
 * that was verified can match. Revocation is checked on every request, apart from this (see require-user).
 */
export function createAccessTokens(secret: string, { clock = Date.now } = {}) {
  // Imported once: handing jose the raw bytes would import the key again on every sign and check.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new Map<string, { userId: string; familyId: string; expiresAt: number }>();
  return {
    async sign(userId: string, familyId: string, now = Date.now()): Promise<string> {
      return new SignJWT({ fam: familyId })
        .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(now / 1000) + ACCESS_TOKEN_TTL_SECONDS)
        .sign(await key);
    },
    async verify(token: string): Promise<{ userId: string; familyId: string }> {
      const known = verified.get(token);
      if (known) {
        // As jose does: expired once the current second reaches `exp`.
        if (known.expiresAt > Math.floor(clock() / 1000)) return known;
        verified.delete(token);
        throw new Error('expired access token');
      }
      const { payload } = await jwtVerify(token, await key, {
        algorithms: [algorithm],
        issuer,
        audience,
        currentDate: new Date(clock()),
      });
      if (!payload.sub || typeof payload.fam !== 'string' || typeof payload.exp !== 'number') {
        throw new Error('bad access token');
      }
      const claims = { userId: payload.sub, familyId: payload.fam, expiresAt: payload.exp };
      if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
      return claims;
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
