import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest } from '@playwright/test';
import { expect, needsLocalServer, test, uniqueEmail } from './support/test.js';
import { areas } from '@kaspit/shell/testing';
import { signInThroughApi } from './support/session.js';
import { run } from './support/command.js';
import { startServer } from './support/production-server.js';
import { serveFolder } from './support/static-host.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
/** The federation container name of each of the six remotes, sorted. */
const remoteContainers = [
  'mfe_budgets',
  'mfe_data_management',
  'mfe_discounts',
  'mfe_personal_area',
  'mfe_records',
  'mfe_statistics',
];

test(
  'a page that mounted all six remotes has one Module Federation runtime: the shell and every remote run on the one the shell provides',
  { tag: ['@shell'] },
  async ({ page, request }) => {
    await signInThroughApi(page, request);
    await page.goto('/main');
    for (const { remote, route, label: heading } of areas) {
      await page.locator(`nav a[href="${route}"]`).first().click();
      await expect(page.getByTestId(`remote-${remote}`).getByRole('heading', { level: 1 })).toHaveText(
        heading,
      );
    }
    const runtime = await page.evaluate(() => {
      const global = globalThis as unknown as {
        _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown };
        _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
        __FEDERATION__: { __INSTANCES__: { name: string; constructor: unknown }[] };
      };
      const instances = global.__FEDERATION__.__INSTANCES__;
      return {
        provider: global._FEDERATION_RUNTIME_CORE_FROM?.name,
        containers: instances.map((i) => i.name).sort(),
        // An app built with its own copy of the runtime (a remote carrying one, or the shell using another copy than
        // the one it provides) would construct its instance from another class.
        onProvidedRuntime: instances
          .filter((i) => i.constructor === global._FEDERATION_RUNTIME_CORE?.ModuleFederation)
          .map((i) => i.name)
          .sort(),
        runtimeClasses: new Set(instances.map((i) => i.constructor)).size,
      };
    });
    expect(runtime.provider).toBe('shell');
    expect(runtime.containers).toEqual([...remoteContainers, 'shell'].sort());
    expect(runtime.onProvidedRuntime).toEqual([...remoteContainers, 'shell'].sort());
    expect(runtime.runtimeClasses).toBe(1);
  },
);

test(
  'a remote built on its own and deployed on its own host is loaded from there once remotes.json points at it (README)',
  { tag: ['@shell'] },
  async ({ page }) => {
    needsLocalServer(
      'builds mfe-budgets, serves it from another origin and starts a second server pointed at it',
    );
    // Building a remote takes one to four minutes on a loaded 2-core machine.
    test.setTimeout(600_000);
    // "Each remote is its own package with its own build": mfe-budgets' own build (its package script, nothing of
    // the shell), written to a fresh folder — what gets uploaded.
    const upload = mkdtempSync(path.join(tmpdir(), 'kaspit-cdn-'));
    await run(path.join(repo, 'mfe-budgets'), 'npm', ['run', 'build', '--', '--output-path', upload]);
    expect(readdirSync(upload)).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json']));
    // "Upload mfe-budgets/dist/ anywhere": that folder served by a plain static server on another origin.
    const cdn = await serveFolder(upload);
    const cdnOrigin = cdn.origin;
    // "then point the shell at it by editing remotes.json".
    const remotes = JSON.parse(readFileSync(path.join(repo, 'remotes.json'), 'utf8')) as Record<
      string,
      object
    >;
    remotes['mfe-budgets'] = { entry: `${cdnOrigin}/mf-manifest.json` };
    const remotesFile = path.join(mkdtempSync(path.join(tmpdir(), 'kaspit-remotes-')), 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify(remotes));
    const app = await startServer({ REMOTES_FILE: remotesFile });
    const api = await playwrightRequest.newContext({ baseURL: app.origin });
    try {
      await signInThroughApi(page, api, uniqueEmail('alone'), 'פריסה');
      const entry = page.waitForResponse(`${cdnOrigin}/remoteEntry.js`);
      await page.goto(`${app.origin}/budgets`);
      expect((await entry).status()).toBe(200);
      await expect(page.getByTestId('remote-mfe-budgets').getByRole('heading', { level: 1 })).toHaveText(
        'תקציבים',
      );
      await expect(page.getByTestId('remote-mfe-budgets')).toHaveAttribute('data-same-react', 'true');
    } finally {
      await api.dispose();
      await app.stop();
      await cdn.close();
    }
  },
);
