import { expect, type Page } from '@playwright/test';

export { areas, remoteNames } from '../src/areas.js';
export { FIRST_PAINT_WAIT_LIMIT_MS } from '../src/first-paint/app-start.js';
export { CACHES } from '../src/service-worker/rules.js';

/** Text as a person reads it: without the bidi marks and non-breaking spaces Intl puts around numbers. */
export const visibleText = (text: string | null): string =>
  (text ?? '').replace(/[\u200e\u200f\u00a0\s]/g, '');

/**
 * What the shell offers a test: its navigation, the month picker every remote follows, the messages it announces,
 * and /main's cards. Owned with the shell's markup: change one, change the other.
 */
export function shellPage(page: Page) {
  const banner = page.getByRole('banner');
  const month = page.getByTestId('selected-month');
  const shell = {
    /** Opens a page of the app by its address (a full load, as a typed address or a bookmark would). */
    async open(path: string): Promise<void> {
      await page.goto(path);
    },

    /** Follows the navigation link named `name` (the Hebrew name of an area). */
    async navigateTo(name: string): Promise<void> {
      await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
    },

    /** The billing month the picker shows, `YYYY-MM`. */
    async selectedMonth(): Promise<string> {
      await expect(month).toHaveAttribute('data-month', /^\d{4}-\d{2}$/);
      return (await month.getAttribute('data-month'))!;
    },

    /** Steps the month picker to billing month `target` (YYYY-MM). */
    async goToMonth(target: string): Promise<void> {
      for (let i = 0; i < 60; i++) {
        const current = await shell.selectedMonth();
        if (current === target) return;
        await banner
          .getByRole('button', { name: current < target ? 'החודש הבא' : 'החודש הקודם', exact: true })
          .click();
        await expect(month).not.toHaveAttribute('data-month', current);
      }
      throw new Error(`the month picker never reached ${target}`);
    },

    /** Waits until the app announces `text` (a toast or a status line). */
    async expectAnnounced(text: string): Promise<void> {
      await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
    },

    /**
     * /main's "spent" card as a person reads it (figures without bidi marks). Its figures arrive after its title:
     * poll it (`expect.poll`) for the figure expected.
     */
    async mainSpentCard(): Promise<string> {
      const card = page.getByTestId('card-spent');
      await expect(card).toBeVisible();
      return visibleText(await card.textContent());
    },

    /** Follows the brand in the header home: `/main`, within the page (no load). */
    async goHome(): Promise<void> {
      await banner.getByRole('link', { name: 'כספית', exact: true }).click();
      await expect(page).toHaveURL(/\/main$/);
    },

    /** Saves a quick expense through the header's button (the header carries it on a phone's width). */
    async quickAddFromHeader(expense: {
      amount: string;
      description: string;
      category: string;
    }): Promise<void> {
      await banner.getByRole('button', { name: '+ הוצאה מהירה' }).click();
      const dialog = page.getByRole('dialog', { name: 'הוצאה מהירה' });
      await dialog.getByLabel('סכום (₪)').fill(expense.amount);
      await dialog.getByLabel('תיאור (בית עסק)').fill(expense.description);
      await dialog.getByLabel('קטגוריה').selectOption(expense.category);
      await dialog.getByRole('button', { name: 'שמירה' }).click();
      await expect(dialog).toBeHidden();
    },

    /** Marks the document, so `sameDocument` can tell later whether the page was loaded again since. */
    async markDocument(): Promise<void> {
      await page.evaluate(() => Object.assign(window, { kaspitSameDocument: true }));
    },

    /** Whether the document marked by `markDocument` is still the one shown (no reload, no full navigation). */
    async sameDocument(): Promise<boolean> {
      return page.evaluate(() => (window as { kaspitSameDocument?: boolean }).kaspitSameDocument === true);
    },

    /** /main's recurring-payments card text. */
    async mainRecurringCard(): Promise<string> {
      const card = page.getByTestId('card-recurring');
      await expect(card).toBeVisible();
      return (await card.textContent()) ?? '';
    },
  };
  return shell;
}

export type ShellPage = ReturnType<typeof shellPage>;
