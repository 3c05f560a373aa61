import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { personalAreaPage } from '@kaspit/mfe-personal-area/testing';
import { shellPage } from '@kaspit/shell/testing';
import { expect, needsLocalServer, test, uniqueEmail } from './support/test.js';
import { previousRelease, remoteNeedingTodaysSharedAuth } from './support/previous-release.js';
import { startServer, type StartedServer } from './support/production-server.js';
import { signInThroughApi } from './support/session.js';
import { shiftMonth, todayInIsrael } from './support/settings-seed.js';
import { serveFolder, type StaticHost } from './support/static-host.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const REMOTE = 'mfe-personal-area';
/** Building the previous release takes minutes on a loaded 2-core machine; the tests that need it wait for it. */
const BUILD_TIMEOUT = 900_000;

/** A server of the app whose shell comes from `staticRoot`, with the personal area loaded from `remote`'s origin. */
async function deploy(staticRoot: string, remote: StaticHost): Promise<StartedServer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'kaspit-skew-'));
  const remotesFile = path.join(folder, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify({ [REMOTE]: { entry: `${remote.origin}/mf-manifest.json` } }));
  return startServer({ STATIC_ROOT: staticRoot, REMOTES_FILE: remotesFile });
}

/** Signs a person of the test's own in on `origin` (the page's storage is per origin). */
async function signIn(page: Page, origin: string) {
  const api = await playwrightRequest.newContext({ baseURL: origin });
  try {
    await signInThroughApi(page, api, uniqueEmail('skew'), 'גרסאות');
  } finally {
    await api.dispose();
  }
}

/**
 * The personal area's billing-cycle journey and /main, through the shell at `origin`: the remote runs on the
 * shell's one shared-auth and React, its save is announced by the shell, the shell's month picker follows the
 * cycle it set, and the cycle is there after a reload.
 */
async function personalAreaJourney(page: Page, origin: string, shellSharedAuth: string) {
  const [shell, personalArea] = [shellPage(page), personalAreaPage(page)];
  await page.goto(`${origin}/main`);
  const glance = page.getByTestId('month-glance');
  await expect(glance.getByRole('heading', { name: 'החודש במבט' })).toBeVisible();

  await shell.navigateTo('אזור אישי');
  await personalArea.shown();
  const root = page.getByTestId(`remote-${REMOTE}`);
  const instance = await page.getByTestId('shell-layout').getAttribute('data-shared-auth-instance');
  await expect(root).toHaveAttribute('data-shared-auth-instance', instance!);
  await expect(root).toHaveAttribute('data-same-react', 'true');
  // The root is drawn by the shared-auth copy on the page; a copy that names its version names the shell's.
  expect((await root.getAttribute('data-shared-auth-version')) ?? shellSharedAuth).toBe(shellSharedAuth);

  await personalArea.chooseCycleStart(10);
  await expect.poll(() => personalArea.cycleForm()).toMatchObject({ endDay: '9', endMonth: '1' });
  await personalArea.saveCycle();
  const today = todayInIsrael();
  const month = today.slice(0, 7);
  await expect
    .poll(() => shell.selectedMonth())
    .toBe(Number(today.slice(8, 10)) >= 10 ? month : shiftMonth(month, -1));

  await page.getByRole('banner').getByRole('link', { name: 'כספית' }).click();
  await expect(glance.getByRole('heading', { name: 'החודש במבט' })).toBeVisible();
  await page.goto(`${origin}/personal-area`);
  await personalArea.shown();
  await expect.poll(async () => (await personalArea.cycleForm()).startDay).toBe('10');
}

test.describe(
  'version skew between the shell and a remote',
  { tag: ['@personal-area', '@main', '@shell'] },
  () => {
    // One after another in one worker: they share one build of the previous release, and a second worker waiting for
    // it would only stand idle.
    test.describe.configure({ mode: 'default' });

    test.beforeEach(() => {
      needsLocalServer('builds the previous release from git and starts servers of its own');
      test.setTimeout(BUILD_TIMEOUT + 120_000);
    });

    test("the previous release's personal area, on its own origin, works in today's shell", async ({
      page,
    }) => {
      const release = await previousRelease(REMOTE);
      const remote = await serveFolder(path.join(release.staticRoot, REMOTE, 'dist'));
      const app = await deploy(repo, remote);
      try {
        await signIn(page, app.origin);
        await personalAreaJourney(page, app.origin, release.sharedAuth.now);
      } finally {
        await app.stop();
        await remote.close();
      }
    });

    test("today's personal area, on its own origin, works in the previous release's shell", async ({
      page,
    }) => {
      const release = await previousRelease(REMOTE);
      const remote = await serveFolder(path.join(repo, REMOTE, 'dist'));
      const app = await deploy(release.staticRoot, remote);
      try {
        await signIn(page, app.origin);
        await personalAreaJourney(page, app.origin, release.sharedAuth.then);
      } finally {
        await app.stop();
        await remote.close();
      }
    });

    test("a remote that needs a newer shared-auth minor than the page's shows its fallback and reports both versions", async ({
      page,
    }) => {
      const [release, needy] = await Promise.all([
        previousRelease(REMOTE),
        remoteNeedingTodaysSharedAuth(REMOTE),
      ]);
      const remote = await serveFolder(needy.dist);
      const app = await deploy(release.staticRoot, remote);
      try {
        await signIn(page, app.origin);
        const logged: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') logged.push(message.text());
        });
        const reported = page.waitForResponse(
          (res) => res.url().endsWith('/api/client-errors') && res.request().method() === 'POST',
        );
        await page.goto(`${app.origin}/personal-area`);
        await expect(page.getByTestId(`remote-fallback-${REMOTE}`)).toBeVisible();
        await expect(page.getByTestId(`remote-${REMOTE}`)).toHaveCount(0);

        const reason = `needs @kaspit/shared-auth ${needy.requires}, but the page provides ${release.sharedAuth.then}`;
        const response = await reported;
        expect(response.status()).toBe(201);
        expect(response.request().postDataJSON()).toMatchObject({
          remote: REMOTE,
          url: `${remote.origin}/mf-manifest.json`,
          message: expect.stringContaining(reason),
        });
        expect(logged).toContainEqual(expect.stringContaining(reason));
        // The rest of the page goes on: the shell's own /main still works.
        await page.getByRole('banner').getByRole('link', { name: 'כספית' }).click();
        await expect(
          page.getByTestId('month-glance').getByRole('heading', { name: 'החודש במבט' }),
        ).toBeVisible();
      } finally {
        await app.stop();
        await remote.close();
      }
    });
  },
);
