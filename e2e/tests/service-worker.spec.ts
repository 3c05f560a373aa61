import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { areas, CACHES } from '@kaspit/shell/testing';
import { apiAs } from './support/money-session.js';
import { signInThroughApi } from './support/session.js';
import { todayInIsrael } from './support/settings-seed.js';
import { expect, test, uniqueEmail } from './support/test.js';

/**
 * Installable and offline: after one online visit the app opens on every route without a network, with the month
 * the person viewed; Chromium finds nothing missing to install it.
 */
test.describe('the installed app', { tag: ['@shell'] }, () => {
  test('opens offline on every route after one online visit, with the month last viewed', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const user = await signInThroughApi(page, request, uniqueEmail('sw'), 'טל');
    const today = todayInIsrael();
    await apiAs(request, user, 'POST', '/outcomes', {
      outcomeData: {
        id: crypto.randomUUID(),
        date: today,
        amount: 31,
        description: 'לחם ושמן',
        category: 'מסעדות',
      },
    });

    await page.goto('/main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('שלום, טל');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 60_000,
    });
    const month = await page.getByTestId('selected-month').getAttribute('data-month');
    // The one visit: every area once, as a person finding their way around.
    for (const { remote, route, label: heading } of areas) {
      await page.getByRole('navigation').getByRole('link', { name: heading, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await expect(page.getByTestId(`remote-${remote}`).getByRole('heading', { level: 1 })).toHaveText(
        heading,
        {
          timeout: 60_000,
        },
      );
    }

    await context.setOffline(true);
    for (const route of ['/', '/main']) {
      await page.goto(route);
      await expect(page.getByRole('banner')).toContainText('טל');
    }
    for (const { remote, route, label: heading } of areas) {
      await page.goto(route);
      const root = page.getByTestId(`remote-${remote}`);
      await expect(root.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 30_000 });
      await expect(root).toHaveAttribute('data-selected-month', month!);
    }
    await page.goto('/records');
    await expect(page.getByTestId('remote-mfe-records').getByText('לחם ושמן')).toBeVisible();
    await expect(page.getByTestId('connectivity-banner')).toHaveText(/אין חיבור לאינטרנט/);
    await context.setOffline(false);
  });

  test('a returning person’s page is asked for while the worker starts (navigation preload), and still opens', async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, request, uniqueEmail('preload'), 'נועה');
    await page.goto('/main');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 60_000,
    });
    const preload = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.navigationPreload.getState();
    });
    expect(preload).toEqual({ enabled: true, headerValue: 'true' });
    // The worker answers with the preloaded reply: the page is the server's, with its greeting.
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('נועה');
  });

  test('a returning person’s framed page comes with its frame and fill scripts written in, allowed by its CSP', async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, request, uniqueEmail('inline'), 'רון');
    await page.goto('/budgets');
    const heading = page.getByTestId('remote-mfe-budgets').getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('תקציבים', { timeout: 60_000 });
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 60_000,
    });
    // The remote's fill script, asked for again once the worker controls the page, is kept for the next visit.
    await expect
      .poll(() =>
        page.evaluate(async (name) => {
          const kept = await (await caches.open(name)).keys();
          return kept.some(({ url }) => /\/remotes\/mfe-budgets\/first-paint\.[0-9a-f]+\.js$/.test(url));
        }, CACHES.remoteChunks),
      )
      .toBe(true);

    const asked: string[] = [];
    const refused: string[] = [];
    page.on('request', (sent) => {
      if (/\/first-paint\.[0-9a-f]+\.js$/.test(sent.url())) asked.push(sent.url());
    });
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    await page.goto('/budgets');
    // The frame script asks for the app once it has painted: the area opening shows that it ran.
    await expect(heading).toHaveText('תקציבים', { timeout: 60_000 });
    await expect(page.getByTestId('budget-row').first()).toBeVisible();
    expect(await page.locator('script[src*="/first-paint."]').count()).toBe(0);
    expect(asked).toEqual([]);
    expect(refused).toEqual([]);
  });

  test('Chromium reports no installability errors', async ({ request, baseURL, launchOptions }) => {
    // A profile of its own: Chromium installs nothing from an incognito window, which a test's context is.
    const profile = mkdtempSync(path.join(tmpdir(), 'kaspit-e2e-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      locale: 'he-IL',
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await signInThroughApi(page, request, uniqueEmail('install'), 'גל');
    await page.goto('/main');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 60_000,
    });
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
});
