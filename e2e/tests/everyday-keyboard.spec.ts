import { expect, test } from './support/test.js';
import { tabsTo } from './support/keyboard.js';
import { signInThroughApi } from './support/session.js';
import { signInWithCycle } from './support/money-session.js';

for (const width of [1280, 375]) {
  test.describe(`keyboard at ${width} px`, { tag: ['@shell', '@data-management'] }, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a navigation link moves focus to the new page heading; the amount is three Tabs away', async ({
      page,
      request,
    }) => {
      await signInWithCycle(page, request, `keyboard-nav-${width}`);
      await page.goto('/main');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const link = page.getByRole('navigation').getByRole('link', { name: 'ניהול נתונים' });
      await link.focus();
      await page.keyboard.press('Enter');
      const heading = page.getByTestId('remote-mfe-data-management').getByRole('heading', { level: 1 });
      await expect(heading).toHaveText('ניהול נתונים');
      await expect(heading).toBeFocused();
      expect(await tabsTo(page, 'סכום (₪)')).toBeLessThanOrEqual(3);

      // A shell page gets the same.
      await page.getByRole('link', { name: 'כספית' }).first().focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/main$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });

    test('the consent banner is first in tab order when it shows', async ({ page, request }) => {
      await signInThroughApi(page, request, `keyboard-consent-${width}-${Date.now()}@example.com`, 'מקלדת', {
        consent: false,
      });
      await page.goto('/main');
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      expect(await tabsTo(page, 'אישור הכל')).toBeLessThanOrEqual(2);
    });

    test('the development sign-in popup opens with focus on the name field', async ({ page }) => {
      await page.goto('/');
      const popupPromise = page.waitForEvent('popup');
      await page.getByRole('banner').getByRole('button', { name: 'התחברות' }).click();
      const popup = await popupPromise;
      await expect(popup.getByLabel('שם')).toBeFocused();
      await popup.close();
    });
  });
}
