import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest } from '@playwright/test';
import { expect, needsLocalServer, test, uniqueEmail } from './support/test.js';
import { signInThroughApi } from './support/session.js';
import { startServer } from './support/production-server.js';
import { serveFolder } from './support/static-host.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
/** The second origin a canary build is served from; the suite's own server is on E2E_PORT. */
const canaryPort = Number(process.env.E2E_CANARY_PORT ?? 0);

test.describe('a canary build of a remote', { tag: ['@shell', '@budgets'] }, () => {
  test('is loaded for the people in its share from its own origin, and removing its line rolls everyone back', async ({
    page,
  }) => {
    needsLocalServer(
      'serves a second build from another origin and starts a server with its own remotes.json',
    );
    // mfe-budgets' built folder, as uploaded to a second host: the canary.
    const canary = await serveFolder(path.join(repo, 'mfe-budgets', 'dist'), canaryPort);
    const remotes = JSON.parse(readFileSync(path.join(repo, 'remotes.json'), 'utf8')) as Record<
      string,
      { entry: string; canary?: { entry: string; share: number } }
    >;
    const stable = remotes['mfe-budgets']!.entry;
    // A share of 1: every person is in it, so the test does not depend on where this person's id falls.
    remotes['mfe-budgets'] = {
      entry: stable,
      canary: { entry: `${canary.origin}/mf-manifest.json`, share: 1 },
    };
    const remotesFile = path.join(mkdtempSync(path.join(tmpdir(), 'kaspit-canary-')), 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));
    const app = await startServer({ REMOTES_FILE: remotesFile });
    const api = await playwrightRequest.newContext({ baseURL: app.origin });
    try {
      await signInThroughApi(page, api, uniqueEmail('canary'), 'קנרית');
      const fromCanary = page.waitForResponse(`${canary.origin}/remoteEntry.js`);
      await page.goto(`${app.origin}/budgets`);
      expect((await fromCanary).status()).toBe(200);
      await expect(page.getByTestId('remote-mfe-budgets').getByRole('heading', { level: 1 })).toHaveText(
        'תקציבים',
      );

      // Rolling back is deleting the canary line; the next page load takes the stable build.
      remotes['mfe-budgets'] = { entry: stable };
      writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));
      const later = new Date(Date.now() + 5_000);
      utimesSync(remotesFile, later, later);
      const canaryRequests = canary.requested.length;
      const fromStable = page.waitForResponse(`${app.origin}/remotes/mfe-budgets/remoteEntry.js`);
      await page.reload();
      expect((await fromStable).status()).toBe(200);
      await expect(page.getByTestId('remote-mfe-budgets').getByRole('heading', { level: 1 })).toHaveText(
        'תקציבים',
      );
      expect(canary.requested.slice(canaryRequests)).toEqual([]);
    } finally {
      await api.dispose();
      await app.stop();
      await canary.close();
    }
  });
});
