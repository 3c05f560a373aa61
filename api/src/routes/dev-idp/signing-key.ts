import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { loadOrCreateSecret } from '../../services/auth/keys/index.js';

export interface DevSigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** The development provider's RS256 key: generated once and kept in `DATA_DIR` so tokens survive restarts. */
export async function loadDevSigningKey(dataDir: string): Promise<DevSigningKey> {
  const stored = await loadOrCreateSecret(dataDir, 'dev-idp-rsa.json', async () => {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const jwk = await exportJWK(privateKey);
    return JSON.stringify({ ...jwk, kid: `dev-${Date.now().toString(36)}`, alg: 'RS256', use: 'sig' });
  });
  const jwk = JSON.parse(stored) as JWK & { kid: string };
  const privateKey = (await importJWK(jwk, 'RS256')) as CryptoKey;
  const { kty, n, e, kid } = jwk;
  return { kid, privateKey, publicJwk: { kty, n, e, kid, alg: 'RS256', use: 'sig' } };
}
