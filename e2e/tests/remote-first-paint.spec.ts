import type { Page } from '@playwright/test';
import { areas } from '@kaspit/shell/testing';
import { expect, test, uniqueEmail } from './support/test.js';
import { signInThroughApi } from './support/session.js';
import { largestPaints, layoutShift, pageErrors } from './support/first-paint.js';

// page.route never sees what a service worker serves; a first visit is without one (see first-paint.spec.ts).
test.use({ serviceWorkers: 'block' });

test.describe("a remote's route paints its heading from the HTML", { tag: ['@shell', '@records'] }, () => {
  test("/records shows its heading before its remote arrives, and the remote's own takes its place", async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, request, uniqueEmail('remote-frame'), 'רות');
    const errors = pageErrors(page);
    // The remote's files are held back, as on a slow connection; the shell's come.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/remotes\/mfe-records\//, async (route) => {
      await released;
      await route.continue();
    });
    const response = await page.goto('/records', { waitUntil: 'commit' });
    // The instance baked into the HTML, read from the page as served: the app may take the frame over before the
    // checks below have run (its start-up scripts are fetched with the page).
    const baked = /data-shared-auth-instance="([^"]+)"/.exec(await response!.text())?.[1];
    expect(baked).toBeTruthy();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('רשומות');
    await expect(page.getByRole('banner')).toContainText('רות');
    await expect(page.getByRole('link', { name: 'רשומות' })).toHaveAttribute('aria-current', 'page');
    // The app takes the frame over (hydrates it: the layout gets the live shared-auth instance, not the HTML's)
    // while the remote is still on its way.
    await expect(page.getByTestId('shell-layout')).not.toHaveAttribute('data-shared-auth-instance', baked!);
    const before = await heading.boundingBox();
    const releasedAt = await page.evaluate(() => performance.now());

    release();
    const remote = page.getByTestId('remote-mfe-records');
    await expect(remote.getByRole('heading', { level: 1 })).toHaveText('רשומות');
    await expect(page.locator('.shell-remote-placeholder')).toHaveCount(0);
    await expect(heading).toHaveCount(1);
    await expect(page.getByTestId('ledger-empty')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Drawn where the stand-in was: nothing moved, and the largest paint was the HTML's, not the remote's.
    expect(await heading.boundingBox()).toEqual(before);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    const paints = await largestPaints(page);
    expect(paints.at(-1)!.startTime).toBeLessThan(releasedAt);
    expect(errors).toEqual([]);
  });

  test("every remote's route names its area in its HTML, as the navigation does", async ({ request }) => {
    for (const { route, label } of areas) {
      const html = await (await request.get(route)).text();
      const frame = html.slice(html.indexOf('<template id="signed-in-frame"'));
      expect(frame, route).toContain(`data-route="${route}"`);
      expect(frame, route).toContain(`<h1>${label}</h1>`);
    }
  });
});

/**
 * Holds back everything of the remote's but its first paint's fill script (as a slow connection would) until the
 * returned function is called.
 */
async function holdRemoteCode(page: Page, remote: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/remotes/${remote}/(?!first-paint\\.)`), async (held) => {
    await released;
    await held.continue();
  });
  return release;
}

/**
 * A remote with a first paint of its own (its page before its data) has it in its route's HTML: with the remote's
 * code held back, the page's largest text is on screen, with the person's values, and the remote's page takes its
 * place without anything moving.
 */
const withFirstPaint = [
  {
    route: '/budgets',
    remote: 'mfe-budgets',
    tag: '@budgets',
    largest: '.shell-remote-placeholder p[class*="mfe-budgets__hint__"]',
    personal: 'budget-period',
    drawn: 'budget-totals',
  },
  {
    route: '/personal-area',
    remote: 'mfe-personal-area',
    tag: '@personal-area',
    largest: '.shell-remote-placeholder [data-testid="cycle-preview-period"]',
    personal: 'profile-name',
    drawn: 'balance-list',
  },
] as const;

for (const { route, remote, tag, largest, personal, drawn } of withFirstPaint) {
  test.describe(`${route} paints its page from the HTML`, { tag: ['@shell', tag] }, () => {
    test(`${route}'s largest text is on screen before its remote's code, and stays put when the remote draws`, async ({
      page,
      request,
    }) => {
      await signInThroughApi(page, request, uniqueEmail('remote-first-paint'), 'מיכל לוי');
      const errors = pageErrors(page);
      const release = await holdRemoteCode(page, remote);
      await page.goto(route, { waitUntil: 'commit' });
      const text = page.locator(largest);
      await expect(text).toBeVisible();
      await expect(text).not.toHaveText(/^\s*$/);
      const standIn = page.locator('.shell-remote-placeholder');
      // The person's own values are in it: the name, or the billing period of their month.
      const personalText = (await standIn.getByTestId(personal).textContent())!.trim();
      expect(personalText).not.toBe('');
      if (personal === 'profile-name') expect(personalText).toBe('מיכל לוי');
      await expect(page.getByTestId(`remote-${remote}`)).toHaveCount(0);
      const before = await text.boundingBox();
      const largestText = (await text.textContent())!;
      const releasedAt = await page.evaluate(() => performance.now());

      release();
      const drawnPage = page.getByTestId(`remote-${remote}`);
      await expect(drawnPage.getByTestId(drawn)).toBeVisible({ timeout: 60_000 });
      await expect(standIn).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      // The remote drew the same text in the same place, with the same personal values.
      const same = drawnPage.getByText(largestText, { exact: true });
      expect(await same.boundingBox()).toEqual(before);
      await expect(drawnPage.getByTestId(personal)).toHaveText(personalText);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
      // The largest paint was the HTML's, not the remote's.
      expect((await largestPaints(page)).at(-1)!.startTime).toBeLessThan(releasedAt);
      expect(errors).toEqual([]);
    });
  });
}

/**
 * A remote drawing two routes may give a first paint to one of them: `/search`'s page carries its search form (the
 * field's placeholder is its largest text), with the person's categories in its filter, and `/records` (its page
 * is its month's data) keeps the heading alone.
 */
test.describe('/search paints its search form from the HTML', { tag: ['@shell', '@search'] }, () => {
  test("/search's field is on screen before the remote's code, and stays put when the remote draws", async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, request, uniqueEmail('search-first-paint'), 'נועה');
    const errors = pageErrors(page);
    const release = await holdRemoteCode(page, 'mfe-records');
    await page.goto('/search?q=%D7%A1%D7%95%D7%A4%D7%A8', { waitUntil: 'commit' });
    const standIn = page.locator('.shell-remote-placeholder');
    const field = standIn.getByRole('searchbox', { includeHidden: true });
    await expect(field).toBeVisible();
    await expect(field).toHaveAttribute('placeholder', /סופר/);
    // The search in the address is in the field; what is typed before the remote has come is not taken (it
    // would be lost when the remote's field replaces this one).
    await expect(field).toHaveValue('סופר');
    await expect(field).not.toBeEditable();
    // The person's categories are in the filter, as the remote's own form lists them.
    const categories = standIn.locator('select[data-list="categories"] option');
    const painted = await categories.allTextContents();
    expect(painted.length).toBeGreaterThan(1);
    await expect(page.getByTestId('remote-mfe-records')).toHaveCount(0);
    const before = {
      field: await field.boundingBox(),
      filters: await standIn.locator('.krec-filters').boundingBox(),
    };
    const releasedAt = await page.evaluate(() => performance.now());

    release();
    const remote = page.getByTestId('remote-mfe-records');
    await expect(remote.getByRole('searchbox')).toBeFocused({ timeout: 60_000 });
    await expect(standIn).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await remote.getByRole('searchbox').boundingBox()).toEqual(before.field);
    expect(await remote.locator('.krec-filters').boundingBox()).toEqual(before.filters);
    expect(await remote.locator('select[data-list="categories"] option').allTextContents()).toEqual(painted);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    expect((await largestPaints(page)).at(-1)!.startTime).toBeLessThan(releasedAt);
    expect(errors).toEqual([]);
  });

  test('/records, drawn by the same remote, keeps the heading alone', async ({ request }) => {
    const html = await (await request.get('/records')).text();
    expect(html).not.toContain('id="remote-first-paint"');
    expect(await (await request.get('/search')).text()).toContain(
      '<template id="remote-first-paint" data-remote="mfe-records">',
    );
  });
});

test.describe('/ai paints its beginning from the HTML', { tag: ['@shell', '@ai'] }, () => {
  test("/ai's offer is on screen before the remote's code, and stays put when the remote draws", async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, request, uniqueEmail('ai-first-paint'), 'דנה');
    const errors = pageErrors(page);
    const release = await holdRemoteCode(page, 'mfe-statistics');
    await page.goto('/ai', { waitUntil: 'commit' });
    const standIn = page.locator('.shell-remote-placeholder');
    // A person without the subscription: what it offers, and not a subscriber's page.
    const intro = standIn.getByTestId('ai-offer').locator('p');
    await expect(intro).toBeVisible();
    await expect(intro).toContainText('מנוי ה־AI');
    await expect(standIn.getByTestId('ai-page')).toHaveCount(0);
    await expect(page.getByTestId('remote-mfe-statistics')).toHaveCount(0);
    const before = await intro.boundingBox();
    const introText = (await intro.textContent())!;
    const releasedAt = await page.evaluate(() => performance.now());

    release();
    const remote = page.getByTestId('remote-mfe-statistics');
    await expect(remote.getByTestId('ai-offer')).toBeVisible({ timeout: 60_000 });
    await expect(standIn).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await remote.getByText(introText, { exact: true }).boundingBox()).toEqual(before);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    expect((await largestPaints(page)).at(-1)!.startTime).toBeLessThan(releasedAt);
    expect(errors).toEqual([]);
  });

  test('/statistics, drawn by the same remote, keeps the heading alone', async ({ request }) => {
    expect(await (await request.get('/statistics')).text()).not.toContain('id="remote-first-paint"');
    expect(await (await request.get('/ai')).text()).toContain(
      '<template id="remote-first-paint" data-remote="mfe-statistics">',
    );
  });
});
