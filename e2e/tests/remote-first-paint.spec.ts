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
