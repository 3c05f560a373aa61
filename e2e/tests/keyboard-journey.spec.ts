import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { tabsTo } from './support/keyboard.js';
import { apiAs, signInWithCycle } from './support/money-session.js';

interface Outcome {
  id: string;
  amount: number;
  description: string;
  category: string;
}

/** Presses Tab until the focused element is named `name`, or fails. */
async function tabTo(page: Page, name: string, limit = 80): Promise<void> {
  if ((await tabsTo(page, name, limit)) === Infinity) throw new Error(`Tab never reached "${name}"`);
}

test(
  'keyboard only: the skip link leads to the page; an expense is added, edited and deleted without the mouse',
  { tag: ['@data-management', '@records'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'keyboard');
    const outcomes = async () =>
      (await apiAs<{ outcomes: Outcome[] }>(request, user, 'GET', '/outcomes')).outcomes;

    await page.goto('/data-management');
    await expect(page.getByTestId('expense-form')).toBeVisible();
    // The first Tab stop skips the header and the navigation.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'דילוג לתוכן העמוד' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    // Add: amount, description, category, Enter.
    await tabTo(page, 'סכום (₪)');
    await page.keyboard.type('48.90');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ארוחת צהריים');
    await tabTo(page, 'קטגוריה');
    // Arrow keys move through the closed list, as on a keyboard.
    for (let i = 0; i < 20; i++) {
      if ((await page.evaluate(() => (document.activeElement as HTMLSelectElement).value)) === 'מסעדות')
        break;
      await page.keyboard.press('ArrowDown');
    }
    await tabTo(page, 'שמירה');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await outcomes()).map((o) => [o.description, o.amount, o.category]))
      .toEqual([['ארוחת צהריים', 48.9, 'מסעדות']]);

    // Edit in the month's ledger: the dialog opens on its first field; Enter saves.
    await page.goto('/records');
    await expect(page.getByTestId('ledger-row')).toHaveCount(1);
    await tabTo(page, 'עריכה: ארוחת צהריים');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('תאריך')).toBeFocused();
    await tabTo(page, 'סכום (₪)'); // a date field's day, month and year are Tab stops of their own
    await expect(dialog.getByLabel('סכום (₪)')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('52');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await outcomes()).map((o) => o.amount)).toEqual([52]);

    // Delete: the question opens on "cancel"; Shift+Tab reaches "yes, delete".
    await tabTo(page, 'מחיקה: ארוחת צהריים');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('button', { name: 'ביטול' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(confirm.getByRole('button', { name: 'כן, למחוק' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await outcomes()).length).toBe(0);
    await expect(page.getByTestId('undo-bar')).toBeVisible();
  },
);
