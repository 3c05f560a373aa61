import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { expect, test, uniqueEmail } from './support/test.js';
import { signInThroughApi } from './support/session.js';
import { settingsApi, todayInIsrael } from './support/settings-seed.js';

/**
 * An area whose data could not be read says so in words with "ניסיון חוזר", and reads again by itself once the
 * service answers, without the person pressing anything. The outage is the API answering 503 to every read (its
 * health route too, so the page knows it is down); sign-in and the remotes' files still arrive. The service worker is
 * kept out so that what the page reads goes through the routes below.
 */
test.use({ serviceWorkers: 'block' });

const FAILED = 'לא הצלחנו לטעון את הנתונים';
const DESCRIPTION = 'ארוחה באמצע משמרת';
const DISCOUNT = 'שובר לבדיקת התאוששות';

/** Every read of the API is answered 503, as by a service whose store is down. */
async function apiDown(context: BrowserContext): Promise<() => Promise<void>> {
  const unavailable = (route: Route) =>
    route.request().method() === 'GET' && !route.request().url().includes('/api/auth/')
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ isSuccess: false, message: 'Service temporarily unavailable', data: null }),
        })
      : route.fallback();
  await context.route('**/api/**', unavailable);
  return () => context.unroute('**/api/**', unavailable);
}

interface Area {
  path: string;
  tag: string;
  /** Where the area draws. */
  root: (page: Page) => Locator;
  /** What the area shows once its data has been read. */
  shown: (root: Locator) => Locator;
}

const remote = (name: string) => (page: Page) => page.getByTestId(`remote-${name}`);
const areas: Area[] = [
  {
    path: '/main',
    tag: '@main',
    root: (page) => page.locator('main'),
    shown: (root) => root.getByText('57.00').first(),
  },
  {
    path: '/records',
    tag: '@records',
    root: remote('mfe-records'),
    shown: (root) => root.getByText(DESCRIPTION),
  },
  {
    path: '/data-management',
    tag: '@data-management',
    root: remote('mfe-data-management'),
    shown: (root) => root.getByTestId('entries-expense').getByText(DESCRIPTION),
  },
  {
    path: '/statistics',
    tag: '@statistics',
    root: remote('mfe-statistics'),
    shown: (root) => root.getByText('מסעדות').first(),
  },
  {
    path: '/budgets',
    tag: '@budgets',
    root: remote('mfe-budgets'),
    shown: (root) => root.getByText('מסעדות').first(),
  },
  {
    path: '/discounts',
    tag: '@discounts',
    root: remote('mfe-discounts'),
    shown: (root) => root.getByText(DISCOUNT),
  },
  {
    path: '/personal-area',
    tag: '@personal-area',
    root: remote('mfe-personal-area'),
    // The selected month's field shows even when the list could not be read: the failure's end is what tells.
    shown: (root) => root.getByRole('textbox', { name: /יתרה לחודש/ }).first(),
  },
];

async function seededPerson(page: Page, request: Parameters<typeof signInThroughApi>[1]) {
  const user = await signInThroughApi(page, request, uniqueEmail('recovery'), 'מתאוששת');
  const api = settingsApi(request, user);
  await api.outcome({ date: todayInIsrael(), amount: 57, category: 'מסעדות', description: DESCRIPTION });
  await api.discount({ title: DISCOUNT, discountType: 'fixed', value: 20 });
}

test.describe('an area that could not read its data', () => {
  for (const area of areas) {
    test(
      `${area.path} says so with "ניסיון חוזר", and shows its data by itself once the API answers`,
      { tag: [area.tag] },
      async ({ page, request, context }) => {
        await seededPerson(page, request);
        const restore = await apiDown(context);
        await page.goto(area.path);
        const root = area.root(page);
        const failed = root.getByRole('alert').filter({ hasText: FAILED }).first();
        await expect(failed).toBeVisible({ timeout: 30_000 });
        await expect(failed.getByRole('button', { name: 'ניסיון חוזר' })).toBeVisible();

        await restore();
        // Nothing pressed: the page asks the health route again with back-off (at most 10 s apart) and reads again.
        await expect(area.shown(root)).toBeVisible({ timeout: 30_000 });
        await expect(root.getByRole('alert').filter({ hasText: FAILED })).toHaveCount(0);
      },
    );
  }

  test(
    '"ניסיון חוזר" reads again at once, while the health route still says the service is down',
    { tag: ['@records'] },
    async ({ page, request, context }) => {
      await seededPerson(page, request);
      const restore = await apiDown(context);
      await page.goto('/records');
      const root = remote('mfe-records')(page);
      const failed = root.getByRole('alert').filter({ hasText: FAILED });
      await expect(failed).toBeVisible({ timeout: 30_000 });

      // The records read works again, the health route does not: only the button can bring the data now. (The later
      // route is matched first, so the health route never answers in between.)
      await context.route('**/api/health', (route) => route.fulfill({ status: 503, body: '' }));
      await restore();
      await failed.getByRole('button', { name: 'ניסיון חוזר' }).click();
      await expect(root.getByText(DESCRIPTION)).toBeVisible();
      await expect(failed).toHaveCount(0);
    },
  );
});
