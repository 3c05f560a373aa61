import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createIdTokenVerifier, googleIdentityProvider } from './index.js';

const audience = '1234-test.apps.googleusercontent.com';
let providerKey: CryptoKey;
let strangerKey: CryptoKey;
let jwks: { keys: JWK[] };
let jwksFetches = 0;

beforeAll(async () => {
  const provider = await generateKeyPair('RS256', { extractable: true });
  providerKey = provider.privateKey;
  jwks = { keys: [{ ...(await exportJWK(provider.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' }] };
  ({ privateKey: strangerKey } = await generateKeyPair('RS256'));
});

const verifier = () =>
  createIdTokenVerifier({
    ...googleIdentityProvider(audience),
    jwksCooldownMs: 0,
    fetch: async () => {
      jwksFetches += 1;
      return new Response(JSON.stringify(jwks), { headers: { 'content-type': 'application/json' } });
    },
  });

interface TokenOptions {
  key?: CryptoKey;
  kid?: string;
  iss?: string;
  aud?: string | string[];
  iat?: number;
  exp?: number;
  claims?: Record<string, unknown>;
}

function token({
  key = providerKey,
  kid = 'google-1',
  iss = 'https://accounts.google.com',
  aud = audience,
  iat,
  exp,
  claims,
}: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: 'Dana@Example.com', email_verified: true, name: 'דנה', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(iss)
    .setAudience(aud)
    .setSubject('google-sub-1')
    .setIssuedAt(iat ?? now)
    .setExpirationTime(exp ?? now + 3600)
    .sign(key);
}

describe('ID token verification', () => {
  it('accepts a valid Google token under either issuer spelling and normalises the email', async () => {
    const verify = verifier();
    for (const iss of ['https://accounts.google.com', 'accounts.google.com']) {
      await expect(verify(await token({ iss }))).resolves.toEqual({
        issuer: iss,
        sub: 'google-sub-1',
        email: 'dana@example.com',
        name: 'דנה',
        picture: null,
      });
    }
  });

  it.each([
    ['a wrong audience', () => token({ aud: 'someone-else' })],
    // OIDC Core 3.1.3.7: with several audiences, `azp` must name us; a token minted for another client is not ours.
    ['several audiences without azp', () => token({ aud: [audience, 'other-client'] })],
    [
      'several audiences with another azp',
      () => token({ aud: [audience, 'other-client'], claims: { azp: 'other-client' } }),
    ],
    ['an azp naming another client', () => token({ claims: { azp: 'other-client' } })],
    ['a wrong issuer', () => token({ iss: 'https://evil.example' })],
    ['an unknown signing key', () => token({ key: strangerKey, kid: 'google-1' })],
    ['an unknown key id', () => token({ key: strangerKey, kid: 'rotated-away' })],
    [
      'an expired token',
      () => token({ iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    ['a token older than 300 s', () => token({ iat: Math.floor(Date.now() / 1000) - 400 })],
    ['an unverified email', () => token({ claims: { email_verified: false } })],
    [
      'alg none',
      async () =>
        new UnsecuredJWT({ email: 'dana@example.com', email_verified: true })
          .setIssuer('https://accounts.google.com')
          .setAudience(audience)
          .setSubject('google-sub-1')
          .setIssuedAt()
          .setExpirationTime('1h')
          .encode(),
    ],
    [
      'HS256 signed with the public key (algorithm confusion)',
      async () =>
        new SignJWT({ email: 'dana@example.com', email_verified: true })
          .setProtectedHeader({ alg: 'HS256', kid: 'google-1' })
          .setIssuer('https://accounts.google.com')
          .setAudience(audience)
          .setSubject('google-sub-1')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(JSON.stringify(jwks.keys[0]))),
    ],
  ])('refuses %s', async (_name, make) => {
    await expect(verifier()(await make())).rejects.toThrow();
  });

  it('accepts several audiences when azp names our client id', async () => {
    const identity = await verifier()(
      await token({ aud: ['other-client', audience], claims: { azp: audience } }),
    );
    expect(identity.email).toBe('dana@example.com');
  });

  it('caches the key set and refetches it when a new key id appears (rotation)', async () => {
    const verify = verifier();
    const before = jwksFetches;
    await verify(await token());
    await verify(await token());
    expect(jwksFetches - before).toBe(1);

    const rotated = await generateKeyPair('RS256', { extractable: true });
    jwks = {
      keys: [
        ...jwks.keys,
        { ...(await exportJWK(rotated.publicKey)), kid: 'google-2', alg: 'RS256', use: 'sig' },
      ],
    };
    const fetchesBeforeRotation = jwksFetches;
    await expect(verify(await token({ key: rotated.privateKey, kid: 'google-2' }))).resolves.toMatchObject({
      sub: 'google-sub-1',
    });
    expect(jwksFetches).toBe(fetchesBeforeRotation + 1);
  });
});
