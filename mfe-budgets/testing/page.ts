import { expect, type Page } from '@playwright/test';

/** A category's line on the budgets page: what it spent this month, in agorot, and its state. */
export interface BudgetLine {
  spentAgorot: number;
  /** none (no budget), ok, warning (80% and over) or over. */
  state: string;
}

/**
 * What the budgets page (/budgets) offers a test: the month it shows and each category's spending against its
 * budget. Owned with mfe-budgets' markup: change one, change the other.
 */
export function budgetsPage(page: Page) {
  const root = page.getByTestId('remote-mfe-budgets');
  const line = (category: string) => root.locator(`[data-testid="budget-row"][data-category="${category}"]`);
  return {
    async open(): Promise<void> {
      await page.goto('/budgets');
      await expect(root.getByRole('heading', { level: 1 })).toHaveText('תקציבים');
    },

    /** The billing month the page shows, `YYYY-MM`. */
    async month(): Promise<string> {
      await expect(root).toHaveAttribute('data-selected-month', /^\d{4}-\d{2}$/);
      return (await root.getAttribute('data-selected-month'))!;
    },

    /** `category`'s line, once the page lists it (poll it for figures that follow a change). */
    async budget(category: string): Promise<BudgetLine> {
      await expect(line(category)).toHaveAttribute('data-spent-agorot', /^-?\d+$/);
      return {
        spentAgorot: Number(await line(category).getAttribute('data-spent-agorot')),
        state: (await line(category).getAttribute('data-state')) ?? '',
      };
    },
  };
}

export type BudgetsPage = ReturnType<typeof budgetsPage>;
