import { type Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './support/test.js';
import { signInThroughApi } from './support/session.js';

const consentOf = (page: Page, token: string, userId: string) =>
  page.request
    .get(`/api/users/${userId}`, { headers: { authorization: `Bearer ${token}` } })
    .then(
      async (res) =>
        ((await res.json()) as { data: { userData: { cookiesSubscription: object[] } } }).data.userData
          .cookiesSubscription,
    );

for (const [choice, expected] of [
  ['אישור הכל', { functional: true, analytics: true }],
  ['עוגיות חיוניות בלבד', { functional: false, analytics: false }],
  ['התאמה אישית', { functional: true, analytics: false }],
] as const) {
  test(
    `the cookie banner stores "${choice}" on the server and stays closed after reload`,
    { tag: ['@shell'] },
    async ({ page, request }) => {
      const user = await signInThroughApi(
        page,
        request,
        uniqueEmail(`consent-${expected.functional}-${expected.analytics}`),
        'עוגיות',
        { consent: false },
      );
      await page.goto('/privacy-policy');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('מדיניות הפרטיות');
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
      await page.goto('/main');
      const banner = page.getByTestId('cookie-banner');
      await expect(banner.getByRole('heading', { name: 'הגדרות עוגיות' })).toBeVisible();
      await banner.getByRole('button', { name: choice }).click();
      if (choice === 'התאמה אישית') {
        await banner.getByRole('checkbox').nth(2).uncheck();
        await banner.getByRole('button', { name: 'שמירת העדפות' }).click();
      }
      await expect(banner).toHaveCount(0);
      expect((await consentOf(page, user.accessToken, user.id)).at(-1)).toMatchObject({
        essential: true,
        ...expected,
      });
      await page.reload();
      await expect(page.getByTestId('card-spent')).toBeVisible();
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    },
  );
}

test(
  'with functional cookies off, dark mode still toggles but is not stored until they are allowed',
  { tag: ['@shell'] },
  async ({ page, request }) => {
    await signInThroughApi(page, request, uniqueEmail('dark'), 'כהה', { consent: false });
    await page.goto('/main');
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'עוגיות חיוניות בלבד' }).click();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await page.getByRole('button', { name: 'מצב כהה' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('isDarkMode'))).toBeNull();

    await page.evaluate(() => window.dispatchEvent(new Event('kaspit:open-cookie-settings')));
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'אישור הכל' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('isDarkMode'))).toBe('true');
  },
);

test(
  'the month picker changes the month every remote shows',
  { tag: ['@shell'] },
  async ({ page, request }) => {
    await signInThroughApi(page, request, uniqueEmail('months'), 'חודשים');
    await page.goto('/budgets');
    const picker = page.getByTestId('selected-month');
    const before = await picker.getAttribute('data-month');
    await expect(page.getByTestId('remote-mfe-budgets')).toHaveAttribute('data-selected-month', before!);
    await page.getByRole('banner').getByRole('button', { name: 'החודש הקודם', exact: true }).click();
    const after = await picker.getAttribute('data-month');
    expect(after).not.toBe(before);
    for (const route of [
      '/budgets',
      '/records',
      '/statistics',
      '/discounts',
      '/data-management',
      '/personal-area',
    ]) {
      await page.getByRole('navigation').locator(`a[href="${route}"]`).click();
      await expect(page.locator('[data-selected-month]:visible').first()).toHaveAttribute(
        'data-selected-month',
        after!,
      );
    }
    await page.reload();
    await expect(picker).toHaveAttribute('data-month', after!);
  },
);

test(
  '/main shows the selected month from seeded records, and keeps working when every remote is down',
  { tag: ['@main', '@smoke'] },
  async ({ page, request }) => {
    const user = await signInThroughApi(page, request, uniqueEmail('cards'), 'כרטיסים');
    const auth = { authorization: `Bearer ${user.accessToken}` };
    const today = new Date().toISOString().slice(0, 10);
    await request.post('/api/outcomes', {
      headers: auth,
      data: { outcomeData: { date: today, amount: 123.45, category: 'מזון וסופר', description: 'קניות' } },
    });
    await request.post('/api/incomes', {
      headers: auth,
      data: { incomeData: { date: today, amount: 5000, source: 'משכורת' } },
    });
    await page.route('**/remotes/**', (route) => route.abort('connectionrefused'));
    await page.goto('/main');
    const spent = page.getByTestId('card-spent');
    await expect(spent).toContainText('123.45');
    await expect(spent).toContainText('5,000');
  },
);

test(
  'a 375 px phone gets the whole layout without sideways scrolling',
  { tag: ['@shell'] },
  async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInThroughApi(page, request, uniqueEmail('phone'), 'טלפון');
    for (const path of ['/main', '/budgets', '/contact-us']) {
      await page.goto(path);
      await expect(page.getByRole('navigation')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  },
);
