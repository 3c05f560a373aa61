import type { Page } from '@playwright/test';

/**
 * Presses Tab until the focused element is named `name` (its aria-label, label or text), as a keyboard user would;
 * returns how many presses it took, or `Infinity` when `limit` presses never reach it.
 */
export async function tabsTo(page: Page, name: string, limit = 80): Promise<number> {
  for (let i = 1; i <= limit; i++) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate((wanted) => {
      const el = document.activeElement as HTMLInputElement | null;
      if (!el) return false;
      const label = el.labels?.[0]?.textContent?.trim();
      return (
        el.getAttribute('aria-label') === wanted || label === wanted || el.textContent?.trim() === wanted
      );
    }, name);
    if (reached) return i;
  }
  return Infinity;
}
