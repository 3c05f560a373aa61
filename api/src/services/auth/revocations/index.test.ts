import { describe, expect, it } from 'vitest';
import { createApp } from '../../../app.js';
import { createServices } from '../../../app-services.js';
import { json, signIn, startTestApp, TEST_PUBLIC_URL } from '../../../test-support/app.js';
import { silentLogger } from '../../../test-support/database.js';
import { REUSE_GRACE_MS } from '../refresh-tokens/index.js';

/** Polls `probe` until it answers `status` or `withinMs` passes; returns the last status seen. */
async function statusWithin(probe: () => Response | Promise<Response>, status: number, withinMs: number) {
  const deadline = Date.now() + withinMs;
  let seen = 0;
  while (Date.now() < deadline) {
    seen = (await probe()).status;
    if (seen === status) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return seen;
}

describe('revoked sessions', () => {
  it("stops a signed-out session's access token within seconds, on another API process too", async () => {
    const t = await startTestApp();
    try {
      // A second API process over the same store, with its own memory.
      const other = createApp({
        db: t.db,
        logger: silentLogger,
        version: 'test',
        services: await createServices({
          db: t.db,
          dataDir: t.dataDir,
          publicUrl: TEST_PUBLIC_URL,
          devIdentityProvider: true,
        }),
      });
      const dana = await signIn(t, 'dana@example.com', 'דנה');
      const yossi = await signIn(t, 'yossi@example.com', 'יוסי');
      const me = (app: typeof other, who: typeof dana) =>
        app.request(`/api/users/${who.user.id}`, { headers: who.auth });
      expect((await me(other, dana)).status).toBe(200);

      const out = await t.app.request('/api/auth/signout', json({ refreshToken: dana.tokens.refreshToken }));
      expect(out.status).toBe(200);
      expect((await me(t.app, dana)).status).toBe(401);
      expect(await statusWithin(() => me(other, dana), 401, 5000)).toBe(401);
      // Only that session: another person's stays signed in.
      expect((await me(other, yossi)).status).toBe(200);
      expect((await me(t.app, yossi)).status).toBe(200);
    } finally {
      await t.stop();
    }
  });

  it('stops the access tokens of a family revoked for refresh-token reuse', async () => {
    const t = await startTestApp();
    try {
      const dana = await signIn(t, 'dana@example.com', 'דנה');
      const rotated = await t.services.refreshTokens.rotate(dana.tokens.refreshToken);
      const fresh = await t.services.accessTokens.sign(dana.user.id, rotated.familyId);
      const me = (token: string) =>
        t.app.request(`/api/users/${dana.user.id}`, { headers: { authorization: `Bearer ${token}` } });
      expect((await me(fresh)).status).toBe(200);
      // The spent token replayed after the grace window: the family is revoked.
      await expect(
        t.services.refreshTokens.rotate(
          dana.tokens.refreshToken,
          new Date(Date.now() + REUSE_GRACE_MS + 1000),
        ),
      ).rejects.toThrow();
      expect(await statusWithin(() => me(fresh), 401, 5000)).toBe(401);
      expect(await statusWithin(() => me(dana.tokens.accessToken), 401, 5000)).toBe(401);
    } finally {
      await t.stop();
    }
  });
});
