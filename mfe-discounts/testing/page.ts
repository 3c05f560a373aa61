import { expect, type Page } from '@playwright/test';

/**
 * What the discounts page (/discounts) offers a test: the discounts listed, marking one used with its saving, and
 * the month's savings. Owned with mfe-discounts' markup: change one, change the other.
 */
export function discountsPage(page: Page) {
  const root = page.getByTestId('remote-mfe-discounts');
  const cards = root.getByTestId('discount-card');
  const card = (title: string) => cards.filter({ hasText: title });
  return {
    async open(): Promise<void> {
      await page.goto('/discounts');
      await expect(root.getByRole('heading', { level: 1 })).toHaveText('הנחות');
    },

    /** The titles of the discounts the current filter shows. */
    async titles(): Promise<string[]> {
      await expect(root.getByTestId('month-saved')).toBeVisible();
      return cards.getByRole('heading').allTextContents();
    },

    /** What the month's used discounts saved, in agorot. */
    async monthSavedAgorot(): Promise<number> {
      const saved = root.getByTestId('month-saved').locator('strong');
      await expect(saved).toHaveAttribute('data-agorot', /^\d+$/);
      return Number(await saved.getAttribute('data-agorot'));
    },

    /** Marks the discount titled `title` used, saving `saving` shekels (as a person types it). */
    async markUsed(title: string, saving: string): Promise<void> {
      await card(title)
        .getByRole('button', { name: `סימון כמנוצלת: ${title}` })
        .click();
      const form = root.getByRole('form', { name: `סימון ${title} כמנוצלת` });
      await form.getByRole('textbox', { name: 'כמה חסכת (₪)' }).fill(saving);
      await form.getByRole('button', { name: 'סימון כמנוצלת' }).click();
      await expect(form).toBeHidden();
    },
  };
}

export type DiscountsPage = ReturnType<typeof discountsPage>;
