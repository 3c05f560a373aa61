import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { todayInIsrael } from './support/settings-seed.js';
import { apiAs, signInWithCycle } from './support/money-session.js';

interface Outcome {
  description: string;
  amount: number;
  category: string;
  date: string;
}

const openers = {
  1280: (page: Page) => page.getByRole('main').getByRole('button', { name: '+ הוצאה מהירה' }),
  // On a phone the header carries it, on every page.
  375: (page: Page) => page.getByRole('banner').getByRole('button', { name: '+ הוצאה מהירה' }),
} as const;

test.describe('quick add: an expense in two taps', { tag: ['@main'] }, () => {
  for (const width of [1280, 375] as const) {
    test(`from ${width === 1280 ? '/main' : "the phone's header"}: saved through the API, in /main's figures at once, the category remembered per description — ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const user = await signInWithCycle(page, request, `quick-${width}`);
      const today = todayInIsrael();
      // Recorded earlier in data management: the supermarket is food.
      await apiAs(request, user, 'POST', '/outcomes', {
        outcomeData: { date: today, amount: 200, category: 'מזון וסופר', description: 'שופרסל' },
      });
      await page.goto('/main');
      const spent = page.getByTestId('card-spent');
      await expect(spent).toContainText('200.00');

      // Tap one: the dialog opens on the amount.
      await openers[width](page).click();
      const dialog = page.getByRole('dialog', { name: 'הוצאה מהירה' });
      await expect(dialog.getByLabel('סכום (₪)')).toBeFocused();
      await page.keyboard.type('abc');
      await dialog.getByLabel('תיאור (בית עסק)').fill('שופרסל');
      // The category follows the description, from the person's own records.
      await expect(dialog.getByLabel('קטגוריה')).toHaveValue('מזון וסופר');
      await dialog.getByRole('button', { name: 'שמירה' }).click();
      await expect(dialog.getByText('יש להזין סכום גדול מ-0')).toBeVisible();
      await expect(dialog.getByLabel('סכום (₪)')).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('42.50');
      // Tap two.
      await dialog.getByRole('button', { name: 'שמירה' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('ההוצאה נשמרה')).toBeVisible();
      // /main's figures have it at once.
      await expect(spent).toContainText('242.50');

      // A new merchant with a category of its own, then again: remembered.
      await openers[width](page).click();
      await dialog.getByLabel('סכום (₪)').fill('18');
      await dialog.getByLabel('תיאור (בית עסק)').fill('קפה גרג');
      await dialog.getByLabel('קטגוריה').selectOption('מסעדות');
      await dialog.getByRole('button', { name: 'שמירה' }).click();
      await expect(spent).toContainText('260.50');
      await openers[width](page).click();
      await dialog.getByLabel('סכום (₪)').fill('22');
      await dialog.getByLabel('תיאור (בית עסק)').fill('קפה גרג');
      await expect(dialog.getByLabel('קטגוריה')).toHaveValue('מסעדות');
      await dialog.getByRole('button', { name: 'שמירה' }).click();
      await expect(spent).toContainText('282.50');
      await expect(page.getByTestId('glance-largest-row')).toHaveText([/מזון וסופר/, /מסעדות/]);

      // Escape leaves nothing behind.
      await openers[width](page).click();
      await dialog.getByLabel('סכום (₪)').fill('999');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      const { outcomes } = await apiAs<{ outcomes: Outcome[] }>(request, user, 'GET', '/outcomes');
      expect(
        outcomes
          .map(({ description, amount, category, date }) => [description, amount, category, date])
          .sort(),
      ).toEqual(
        [
          ['שופרסל', 200, 'מזון וסופר', today],
          ['שופרסל', 42.5, 'מזון וסופר', today],
          ['קפה גרג', 18, 'מסעדות', today],
          ['קפה גרג', 22, 'מסעדות', today],
        ].sort(),
      );
    });
  }
});
