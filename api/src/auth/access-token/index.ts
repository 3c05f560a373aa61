import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const issuer = 'kaspit-api';
const audience = 'kaspit-app';
const algorithm = 'HS256';

/** Signs and verifies the API's own short-lived access tokens; issuer, audience and algorithm are pinned. */
export function createAccessTokens(secret: string) {
  // Imported once: handing jose the raw bytes would import the key again on every sign and check.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
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
      const { payload } = await jwtVerify(token, await key, { algorithms: [algorithm], issuer, audience });
      if (!payload.sub || typeof payload.fam !== 'string') throw new Error('bad access token');
      return { userId: payload.sub, familyId: payload.fam };
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
