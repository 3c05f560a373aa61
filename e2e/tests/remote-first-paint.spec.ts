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
      // Everything of the remote's but its first paint's fill script is held back, as on a slow connection.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(new RegExp(`/remotes/${remote}/(?!first-paint\\.)`), async (held) => {
        await released;
        await held.continue();
      });
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
