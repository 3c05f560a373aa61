import { expect, test } from './support/test.js';
import { monthOfOutcomes, seedOutcomes } from './support/bulk-seed.js';
import { todayInIsrael } from './support/settings-seed.js';
import { signInWithCycle } from './support/money-session.js';

test.describe('the ledger scrolls with the page', { tag: ['@records'] }, () => {
  for (const width of [1280, 375]) {
    test(`one scrollbar: the page's, the rows still windowed — ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 800 });
      const user = await signInWithCycle(page, request, `ledger-scroll-${width}`);
      const today = todayInIsrael();
      const { outcomes } = monthOfOutcomes(today.slice(0, 7), Number(today.slice(8)), 90, ['שונות']);
      await seedOutcomes(request, user, outcomes);
      await page.goto('/records');
      const ledger = page.getByTestId('ledger');
      await expect(ledger).toHaveAttribute('aria-rowcount', '91');
      const rows = page.getByTestId('ledger-row');
      await expect(rows.first()).toBeVisible();

      // The ledger's box holds all its rows: it has no scrollbar of its own, the page has one.
      const boxes = await page.evaluate(() => {
        const rowGroup = document.querySelector<HTMLElement>('.krec-viewport')!;
        return {
          ownScroll: rowGroup.scrollHeight - rowGroup.clientHeight,
          overflow: getComputedStyle(rowGroup).overflowY,
          page: document.documentElement.scrollHeight - innerHeight,
        };
      });
      expect(boxes).toMatchObject({ ownScroll: 0, overflow: 'visible' });
      expect(boxes.page).toBeGreaterThan(90 * 40);
      // Windowed still: a few dozen rows in the DOM, not 90.
      expect(await rows.count()).toBeLessThan(60);

      // Scrolling the page to its end brings the last rows.
      await page.mouse.move(width / 2, 400);
      for (let i = 0; i < 40; i++) {
        const last = Number(await rows.last().getAttribute('aria-rowindex'));
        if (last === 91) break;
        await page.mouse.wheel(0, 1500);
        await expect(rows.last()).not.toHaveAttribute('aria-rowindex', String(last));
      }
      await expect(rows.last()).toHaveAttribute('aria-rowindex', '91');
      // At the page's end the very last row is on screen.
      await page.mouse.wheel(0, 100_000);
      await expect(rows.last()).toBeInViewport();
      await expect(rows.last()).toHaveAttribute('aria-rowindex', '91');
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    });
  }
});
