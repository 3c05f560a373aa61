import { expect, test, uniqueEmail } from './support/test.js';
import { signInThroughApi } from './support/session.js';
import { pageErrors } from './support/first-paint.js';

// page.route never sees what a service worker serves; a first visit is without one.
test.use({ serviceWorkers: 'block' });

/**
 * A remote that declares its first reads (`./first-reads`) has them started by the shell while its page's code is
 * still on its way: the page's module is held back here, as on a slow connection, and the read must already have
 * gone out. When the page arrives it shows that very answer: the read is made once.
 */
const cases = [
  {
    route: '/budgets',
    remote: 'mfe-budgets',
    tag: '@budgets',
    read: (userId: string) => `/api/users/${userId}/budgets`,
    shown: 'budget-totals',
  },
  {
    route: '/personal-area',
    remote: 'mfe-personal-area',
    tag: '@personal-area',
    read: (userId: string) => `/api/users/${userId}/bank-account-balance`,
    shown: 'balance-list',
  },
] as const;

for (const { route, remote, tag, read, shown } of cases) {
  test.describe(`${route} reads its data with its code, not after it`, { tag: ['@shell', tag] }, () => {
    test(`the first API read of ${route} starts before the remote's page module has arrived, and is made once`, async ({
      page,
      request,
    }) => {
      const user = await signInThroughApi(page, request, uniqueEmail('first-reads'), 'נועה');
      const errors = pageErrors(page);
      const reads: string[] = [];
      const firstReadsModule: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname === read(user.id) && r.method() === 'GET') reads.push(url.pathname);
        if (url.pathname.startsWith(`/remotes/${remote}/__federation_expose_first_reads.`))
          firstReadsModule.push(url.pathname);
      });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let heldBack = false;
      await page.route(new RegExp(`/remotes/${remote}/__federation_expose_app\\.`), async (held) => {
        heldBack = true;
        await released;
        await held.continue();
      });

      await page.goto(route, { waitUntil: 'commit' });
      // The read is on its way (or done) while the page's module is still held back.
      await expect.poll(() => reads.length, { timeout: 60_000 }).toBe(1);
      expect(heldBack).toBe(true);
      await expect(page.getByTestId(`remote-${remote}`).getByTestId(shown)).toHaveCount(0);

      release();
      await expect(page.getByTestId(`remote-${remote}`).getByTestId(shown)).toBeVisible({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      expect(reads).toHaveLength(1);
      // The page names the module (a preload) and the shell takes that copy: fetched once.
      expect(firstReadsModule).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  });
}
