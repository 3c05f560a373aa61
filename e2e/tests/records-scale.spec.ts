import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { todayInIsrael } from './support/settings-seed.js';
import { apiAs, signInWithCycle } from './support/money-session.js';
import { seedOutcomes, monthOfOutcomes } from './support/bulk-seed.js';

const ROWS = 5000;
const categories = ['מזון וסופר', 'מסעדות', 'ביגוד', 'שונות'];

/** Bytes of every `/api/` reply the page receives from now on, as sent (compressed when compressed). */
function countApiBytes(page: Page) {
  const counted = { bytes: 0, urls: [] as string[] };
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const length = Number(response.headers()['content-length'] ?? NaN);
    const bytes = Number.isFinite(length)
      ? length
      : (await response.body().catch(() => Buffer.alloc(0))).length;
    counted.bytes += bytes;
    counted.urls.push(`${bytes} ${url.pathname}${url.search}`);
  });
  return counted;
}

test(
  'records scrolls through a month of 5,000 expenses page by page, with the whole month’s totals',
  { tag: ['@records'] },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    const user = await signInWithCycle(page, request, 'scale');
    const today = todayInIsrael();
    const month = today.slice(0, 7);
    const days = Number(today.slice(8, 10));
    const { outcomes, expectedAgorot } = monthOfOutcomes(month, days, ROWS, categories);
    await seedOutcomes(request, user, outcomes);
    await apiAs(request, user, 'POST', '/incomes', {
      incomeData: { date: `${month}-01`, amount: 1234.56, source: 'משכורת' },
    });

    // Opening /main, then /records, fetches pages and totals, not the month's 5,000 rows.
    const counted = countApiBytes(page);
    await page.goto('/main');
    await expect(page.getByTestId('card-spent')).toContainText('הוצאות');
    await page.getByRole('navigation').getByRole('link', { name: 'רשומות' }).click();
    const totals = page.getByTestId('total-expenses');
    await expect(totals).toHaveAttribute('data-agorot', String(expectedAgorot));
    await expect(page.getByTestId('total-incomes')).toHaveAttribute('data-agorot', '123456');
    await expect(page.getByTestId('ledger-count')).toHaveText(
      `${new Intl.NumberFormat('he-IL').format(ROWS + 1)} רשומות`,
    );
    await page.waitForLoadState('networkidle');
    expect(counted.bytes, counted.urls.join('\n')).toBeLessThanOrEqual(50 * 1024);

    // Scroll to the end: pages arrive as the person nears the bottom, until every row has its place.
    const ledger = page.getByTestId('ledger');
    await expect(ledger).toHaveAttribute('aria-rowcount', /\d+/);
    // Every expense, the income, the header. Each scroll to the end asks for the next page; the count is read again
    // as soon as it changes, so no scroll waits longer than its page takes to arrive.
    await expect(async () => {
      const before = await ledger.getAttribute('aria-rowcount');
      if (before === String(ROWS + 2)) return;
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
      await expect(ledger).not.toHaveAttribute('aria-rowcount', before!, { timeout: 2_000 });
      expect(await ledger.getAttribute('aria-rowcount')).toBe(String(ROWS + 2));
    }).toPass({ timeout: 120_000, intervals: [0] });
    // The last page grew the list below the view: scrolling to the end again shows the very last row, one of the
    // 1st's (newest first).
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    const rows = page.getByTestId('ledger-row');
    await expect(rows.last()).toHaveAttribute('aria-rowindex', String(ROWS + 2));
    await expect(rows.last()).toContainText(/הוצאה|משכורת/);
    // The totals stayed those of the whole month while scrolling.
    await expect(totals).toHaveAttribute('data-agorot', String(expectedAgorot));
  },
);
