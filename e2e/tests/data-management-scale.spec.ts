import { expect, test } from './support/test.js';
import { todayInIsrael } from './support/settings-seed.js';
import { signInWithCycle } from './support/money-session.js';
import { seedOutcomes, monthOfOutcomes } from './support/bulk-seed.js';

const ROWS = 5000;
const categories = ['מזון וסופר', 'מסעדות', 'ביגוד', 'שונות'];

// A failure's trace keeps its steps, network and screenshots but no DOM snapshots: the trace snapshots the whole
// page at every step, which over 5,000 rows took seconds a step and made the test a measure of the tracer.
test.use({ trace: { mode: 'retain-on-failure', snapshots: false, screenshots: true } });

test(
  'data management scrolls through a month of 5,000 expenses page by page, with the whole month’s count and sum',
  { tag: ['@data-management'] },
  async ({ page, request }) => {
    test.setTimeout(300_000);
    const user = await signInWithCycle(page, request, 'dm-scale');
    const today = todayInIsrael();
    const month = today.slice(0, 7);
    const days = Number(today.slice(8, 10));
    const { outcomes, expectedAgorot } = monthOfOutcomes(month, days, ROWS, categories);
    await seedOutcomes(request, user, outcomes);

    const pagesRead: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      // The list's pages (the sign-in data load reads its own first page of 50 besides).
      if (url.pathname === '/api/outcomes' && url.searchParams.get('limit') === '100')
        pagesRead.push(url.search);
    });
    await page.goto('/data-management');
    const list = page.getByTestId('entries-expense');
    const total = list.getByTestId('entries-total');
    await expect(total).toHaveAttribute('data-count', String(ROWS));
    await expect(total).toHaveAttribute('data-agorot', String(expectedAgorot));
    const entries = list.getByTestId('entry');
    await expect(entries).toHaveCount(100);

    // Scrolling down reads the next page each time the list's end comes near, until the month ends. The loop reads
    // the list with the page's own DOM queries: a locator's query engine walks every node, which over 5,000 rows is
    // most of what a poll costs.
    const shownNow = () =>
      page.evaluate(() => {
        const section = document.querySelector('[data-testid="entries-expense"]')!;
        const marker = section.querySelector<HTMLElement>('[data-testid="entries-more"]');
        return { rows: section.querySelectorAll('[data-testid="entry"]').length, more: marker !== null };
      });
    const more = list.getByTestId('entries-more');
    for (let i = 0; i < 100 && (await shownNow()).more; i++) {
      const { rows: shown } = await shownNow();
      await page.evaluate(() =>
        document
          .querySelector('[data-testid="entries-expense"] [data-testid="entries-more"]')
          ?.scrollIntoView(),
      );
      await expect.poll(async () => ((s) => s.rows > shown || !s.more)(await shownNow())).toBe(true);
    }
    await expect(entries).toHaveCount(ROWS);
    await expect(more).toHaveCount(0);
    // Newest first: the last row is one of the 1st of the month; every description appears once.
    const descriptions = await list.locator('.kdm-entry__text strong').allTextContents();
    expect(new Set(descriptions).size).toBe(ROWS);
    const lastIndex = Number(descriptions.at(-1)!.replace('הוצאה ', ''));
    expect(outcomes[lastIndex]!.date).toBe(`${month}-01`);
    expect(pagesRead.length).toBe(ROWS / 100);
    await expect(total).toHaveAttribute('data-agorot', String(expectedAgorot));
  },
);
