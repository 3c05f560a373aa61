import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './index.js';

const SECRET = 'a-test-secret-of-at-least-thirty-two-bytes!!';

describe('access tokens', () => {
  it('verifies a token it signed, again and again (the second time from memory), with the same claims', async () => {
    const tokens = createAccessTokens(SECRET);
    const token = await tokens.sign('user-1', 'family-1');
    const first = await tokens.verify(token);
    const again = await tokens.verify(token);
    expect(first).toMatchObject({ userId: 'user-1', familyId: 'family-1' });
    expect(again).toMatchObject({ userId: 'user-1', familyId: 'family-1' });
  });

  it('refuses a remembered token once it has expired, as it refuses one never seen', async () => {
    let time = Date.UTC(2026, 10, 24, 12, 0, 0);
    const tokens = createAccessTokens(SECRET, { clock: () => time });
    const token = await tokens.sign('user-1', 'family-1', time);
    await tokens.verify(token);
    time += (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000;
    await expect(tokens.verify(token)).resolves.toMatchObject({ userId: 'user-1' });
    time += 1000;
    await expect(tokens.verify(token)).rejects.toThrow();
    // A process that never saw it refuses it too.
    await expect(createAccessTokens(SECRET, { clock: () => time }).verify(token)).rejects.toThrow();
  });

  it('refuses a token altered after signing, or signed with another secret, even after the real one was verified', async () => {
    const tokens = createAccessTokens(SECRET);
    const token = await tokens.sign('user-1', 'family-1');
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'user-2' })).toString('base64url');
    await expect(tokens.verify(`${header}.${forged}.${signature}`)).rejects.toThrow();
    const foreign = await createAccessTokens(`${SECRET}-other`).sign('user-1', 'family-1');
    await expect(tokens.verify(foreign)).rejects.toThrow();
  });
});
