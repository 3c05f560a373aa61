import { expect, test } from './support/test.js';
import { expectUncovered, signInThroughPopup } from './support/overlap.js';
import { signInThroughApi } from './support/session.js';

for (const width of [1280, 375]) {
  test.describe(`toasts and the cookie banner at ${width} px`, { tag: ['@shell'] }, () => {
    test.use({ viewport: { width, height: width > 700 ? 800 : 740 } });

    test('the sign-in toast leaves every button of the cookie banner pressable', async ({ page }) => {
      await page.goto('/');
      await signInThroughPopup(page, `overlays-${width}-${Date.now()}@example.com`);
      const toast = page.getByRole('status').filter({ hasText: 'התחברת בהצלחה' });
      const banner = page.getByTestId('cookie-banner');
      await expect(toast).toBeVisible();
      await expect(banner).toBeVisible();
      // Read in one frame: the toast still showing, and what a press at each banner button's centre would reach.
      const seen = await page.evaluate(() => {
        const toastShown = Array.from(document.querySelectorAll('[data-testid="toast"]')).some(
          (t) => t.textContent?.includes('התחברת בהצלחה') && t.getBoundingClientRect().height > 0,
        );
        const buttons = Array.from(document.querySelectorAll('[data-testid="cookie-banner"] button'));
        const covered = buttons.flatMap((button) => {
          const box = button.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit && button.contains(hit)
            ? []
            : [`${button.textContent} under ${hit?.textContent?.slice(0, 30)}`];
        });
        return {
          toastShown,
          buttons: buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent),
          covered,
        };
      });
      expect(seen.toastShown).toBe(true);
      expect(seen.buttons).toEqual(['אישור הכל', 'עוגיות חיוניות בלבד', 'התאמה אישית', 'סגירה']);
      expect(seen.covered).toEqual([]);
    });

    test('while the banner shows, the page keeps room for it and save toasts stay off it', async ({
      page,
      request,
    }) => {
      await signInThroughApi(page, request, `room-${width}-${Date.now()}@example.com`, 'מקום', {
        consent: false,
      });
      await page.goto('/data-management');
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();
      const form = page.getByTestId('expense-form');
      const save = form.getByRole('button', { name: 'שמירה', exact: true });
      // Reached by keyboard, the form's last button scrolls into view above the banner.
      await page.evaluate(() => window.scrollTo(0, 0));
      await save.evaluate((el: HTMLElement) => el.focus());
      await expectUncovered([save]);

      // At the very end of the page nothing is left under the banner.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expectUncovered(await page.locator('.shell-footer a').all());

      await form.getByLabel('סכום (₪)').fill('12');
      await form.getByLabel('תיאור').fill('קפה');
      await form.getByLabel('קטגוריה').selectOption('מסעדות');
      await save.click();
      const toast = page.getByTestId('toast').first();
      await expect(toast).toBeVisible();
      // The banner steps aside while data loads; once it is back, both boxes are read in one frame.
      await expect(banner).toBeVisible();
      const boxes = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().toJSON();
        return { toast: box('[data-testid="toast"]'), banner: box('[data-testid="cookie-banner"]') };
      });
      const [t, b] = [boxes.toast, boxes.banner] as { x: number; y: number; width: number; height: number }[];
      const overlaps =
        t!.x < b!.x + b!.width &&
        b!.x < t!.x + t!.width &&
        t!.y < b!.y + b!.height &&
        b!.y < t!.y + t!.height;
      expect(overlaps, `toast ${JSON.stringify(t)} over banner ${JSON.stringify(b)}`).toBe(false);
      await expectUncovered(await banner.getByRole('button').all());
    });
  });
}
