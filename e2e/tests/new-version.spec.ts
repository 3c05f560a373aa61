import { areas, CACHES } from '@kaspit/shell/testing';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { OwnApi } from './support/own-api.js';
import { expect, needsLocalServer, test } from './support/test.js';

/**
 * A deploy while tabs are open: the open tab is offered "גרסה חדשה — לרענן" and keeps running the version it
 * started with until the person takes it; taking it reloads every open tab onto the new version whole; a write
 * waiting on the device survives the reload and is sent once. The builds are copied into a folder of the test's
 * own, which its own server serves, so the test can deploy a new version into it.
 */
const api = new OwnApi('kaspit-e2e-new-version');
const repo = path.resolve(import.meta.dirname, '../..');
let root = '';

needsLocalServer('serves and redeploys a copy of the builds');
test.beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'kaspit-e2e-deploy-'));
  cpSync(path.join(repo, 'shell/dist'), path.join(root, 'shell/dist'), { recursive: true });
  for (const remote of readdirSync(repo).filter((name) => name.startsWith('mfe-')))
    cpSync(path.join(repo, remote, 'dist'), path.join(root, remote, 'dist'), { recursive: true });
  cpSync(path.join(repo, 'remotes.json'), path.join(root, 'remotes.json'));
  api.staticRoot = root;
  await api.start();
});
test.afterAll(async () => {
  await api.remove();
  if (root) rmSync(root, { recursive: true, force: true });
});

const NEW_BUILD = '<meta name="kaspit-build" content="next">';

/**
 * A new build of the shell: its app page says so, and its service worker lists the new page (a new revision in
 * the precache list), as the next `npm run build` would. Compressed copies of the old files go with them.
 */
function deployNewShell(): void {
  const dist = path.join(root, 'shell/dist');
  // Every signed-in page the build writes: the app page and the pages of /main and each area's route.
  const pages = [
    'app.html',
    ...['/main', ...areas.map((a) => a.route)].map((route) => `${route.slice(1)}/index.html`),
  ];
  for (const file of pages) {
    const page = path.join(dist, file);
    writeFileSync(page, readFileSync(page, 'utf8').replace('</head>', `${NEW_BUILD}</head>`));
    for (const copy of ['.br', '.gz']) rmSync(page + copy, { force: true });
  }
  const worker = path.join(dist, 'sw.js');
  const code = readFileSync(worker, 'utf8');
  const next = code.replace(/"revision":"[^"]+"(,"url":"app\.html")/, '"revision":"next-build"$1');
  expect(next, 'the precache list names app.html with a revision').not.toBe(code);
  writeFileSync(worker, next);
  for (const copy of ['.br', '.gz']) rmSync(worker + copy, { force: true });
}

const newBuild = (page: Page) => page.locator('meta[name="kaspit-build"]');

/**
 * The page's address and age and its service workers as the browser reports them, for a failure to say whether the
 * tab reloaded and which worker did not hand over.
 */
const workers = (page: Page): Promise<string> =>
  page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const state = (worker?: ServiceWorker | null) => worker?.state ?? 'none';
      const loaded = Math.round(performance.now() / 1000);
      return `${location.pathname} loaded ${loaded} s ago; service workers: active ${state(registration?.active)}, waiting ${state(registration?.waiting)}, installing ${state(registration?.installing)}, controller ${state(navigator.serviceWorker.controller)}`;
    })
    .catch((error: unknown) => `service workers: not read (${String(error)})`);

/** The pages the service worker keeps from the network, and whether each is of the new build. */
const keptPages = (page: Page) =>
  page.evaluate(
    async ({ name, mark }) => {
      const cache = await caches.open(name);
      return Promise.all(
        (await cache.keys()).map(async (request) => ({
          path: new URL(request.url).pathname,
          next: ((await (await cache.match(request))?.text()) ?? '').includes(mark),
        })),
      );
    },
    { name: CACHES.pages, mark: NEW_BUILD },
  );

test.describe('a new version', { tag: ['@shell'] }, () => {
  test('is offered in an open tab, taken whole by every tab on the person’s word, and a waiting write survives it', async ({
    context,
  }) => {
    test.setTimeout(180_000);
    await api.signInPages(context, 'יעל');
    const first = await context.newPage();
    await first.goto(`${api.origin}/budgets`);
    const restaurants = first.getByTestId('budget-row').and(first.locator('[data-category="מסעדות"]'));
    await expect(restaurants).toBeVisible({ timeout: 60_000 });
    await first.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 60_000,
    });
    const second = await context.newPage();
    // A page the worker keeps from this version, which no tab shows when the next one takes over.
    await second.goto(`${api.origin}/statistics`);
    await expect.poll(() => keptPages(second)).toContainEqual({ path: '/statistics', next: false });
    await second.goto(`${api.origin}/records`);
    await expect(second.getByTestId('remote-mfe-records').getByRole('heading', { level: 1 })).toBeVisible({
      timeout: 60_000,
    });

    // A budget the API cannot take now (it answers 503 until told otherwise) waits on the device.
    let budgetWrites = 0;
    context.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'PATCH' && /\/api\/users\/[^/]+\/budgets$/.test(response.url()))
        if (response.status() < 300) budgetWrites += 1;
    });
    // Routed per page, not for the whole context: a context's routes also hold the service worker's own requests
    // for the test's answer, and the old worker must be free to hand over once the person takes the new version.
    // The write is the page's own request (the worker leaves it to the network), so the page's route sees it.
    const budgets = `${api.origin}/api/users/*/budgets`;
    const unavailable = (route: Route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 503, json: { isSuccess: false, message: 'Service unavailable' } })
        : route.fallback();
    for (const page of [first, second]) await page.route(budgets, unavailable);
    await restaurants.getByRole('button', { name: /עריכת התקציב של מסעדות$/ }).click();
    await restaurants.getByRole('textbox', { name: 'תקציב למסעדות בשקלים' }).fill('450');
    await restaurants.getByRole('button', { name: 'שמירה' }).click();
    await expect(restaurants).toHaveAttribute('data-pending', 'true');
    for (const page of [first, second])
      await expect(page.getByTestId('pending-writes')).toHaveAttribute('data-count', '1');

    deployNewShell();
    // Moving to another area asks whether a new version was deployed.
    await first.getByRole('link', { name: 'הנחות', exact: true }).first().click();
    const offer = first.getByTestId('update-prompt').getByRole('button', { name: 'גרסה חדשה — לרענן' });
    await expect(offer).toBeVisible({ timeout: 60_000 });
    // Until the person takes it, both tabs run the version they started with.
    for (const page of [first, second]) await expect(newBuild(page)).toHaveCount(0);
    await expect(first.getByTestId('pending-writes')).toHaveAttribute('data-count', '1');

    await offer.click();
    // Every open tab reloads onto the new version: none keeps the old shell beside the new worker.
    for (const page of [first, second]) {
      await expect(newBuild(page))
        .toHaveCount(1, { timeout: 60_000 })
        .catch(async (error: Error) => {
          error.message += `\n${await workers(page)}`;
          throw error;
        });
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return registration?.active === navigator.serviceWorker.controller && !registration?.waiting;
          }),
        )
        .toBe(true);
    }
    await expect(first.getByTestId('update-prompt')).toBeHidden();
    // No page of the old version is kept: one the network is slow to answer never brings it back.
    expect((await keptPages(first)).filter(({ next }) => !next)).toEqual([]);

    // The waiting write survived the reload, still counted and marked; once the API answers it is sent once.
    await first.goto(`${api.origin}/budgets`);
    await expect(restaurants).toHaveAttribute('data-pending', 'true', { timeout: 60_000 });
    await expect(second.getByTestId('pending-writes')).toHaveAttribute('data-count', '1');
    for (const page of [first, second]) await page.unroute(budgets, unavailable);
    await second.reload();
    for (const page of [first, second])
      await expect(page.getByTestId('pending-writes')).toBeHidden({ timeout: 30_000 });
    await expect(restaurants).not.toHaveAttribute('data-pending');
    await expect(restaurants.getByRole('button', { name: /עריכת התקציב של מסעדות$/ })).toContainText('450');
    expect(budgetWrites).toBe(1);
  });
});
