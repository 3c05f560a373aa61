import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const issuer = 'kaspit-api';
const audience = 'kaspit-app';
const algorithm = 'HS256';

/** Signs and verifies the API's own short-lived access tokens; issuer, audience and algorithm are pinned. */
export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId: string, familyId: string, now = Date.now()): Promise<string> {
      return new SignJWT({ fam: familyId })
        .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(now / 1000) + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token: string): Promise<{ userId: string; familyId: string }> {
      const { payload } = await jwtVerify(token, key, { algorithms: [algorithm], issuer, audience });
      if (!payload.sub || typeof payload.fam !== 'string') throw new Error('bad access token');
      return { userId: payload.sub, familyId: payload.fam };
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
