import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { toWindows1255 } from './support/money-csv.js';
import { apiAs, signInWithCycle } from './support/money-session.js';

const ROWS = 5_000;
const SHOPS = ['שופרסל', 'רמי לוי', 'פז', 'סונול', 'ארומה', 'סופר פארם', 'איקאה', 'מכבי'];

/**
 * A card statement of `ROWS` rows over three months: amounts in agorot that sum to a known total, every 25th row a
 * refund written as the card companies write it (a minus sign, "זיכוי" in the description).
 */
function statement() {
  const lines: string[] = [];
  let totalAgorot = 0;
  let refunds = 0;
  for (let i = 0; i < ROWS; i++) {
    const date = `${String((i % 28) + 1).padStart(2, '0')}/${String(9 + (i % 3)).padStart(2, '0')}/2026`;
    const refund = i % 25 === 24;
    const agorot = 1_000 + ((i * 137) % 40_000);
    const shop = `${SHOPS[i % SHOPS.length]} ${i}`;
    totalAgorot += refund ? -agorot : agorot;
    if (refund) refunds++;
    const amount = `${refund ? '-' : ''}${(agorot / 100).toFixed(2)}`;
    lines.push(`${date},${refund ? `זיכוי ${shop}` : shop},${amount},שונות`);
  }
  return { lines, totalAgorot, refunds };
}

/**
 * Watches the page's main thread while the import runs: the longest task the browser reports, and how late a
 * 50 ms timer fires (what a key press waits for).
 */
async function watchMainThread(page: Page) {
  await page.evaluate(() => {
    const probe = { longestTask: 0, worstLateness: 0, running: true };
    (window as unknown as { __probe: typeof probe }).__probe = probe;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longestTask = Math.max(probe.longestTask, entry.duration);
    }).observe({ type: 'longtask' });
    const tick = (planned: number) => {
      if (!probe.running) return;
      probe.worstLateness = Math.max(probe.worstLateness, performance.now() - planned);
      const next = performance.now() + 50;
      setTimeout(() => tick(next), 50);
    };
    tick(performance.now());
  });
  return () =>
    page.evaluate(() => {
      const probe = (window as unknown as { __probe: { running: boolean } }).__probe;
      probe.running = false;
      return probe as unknown as { longestTask: number; worstLateness: number };
    });
}

test(
  'a 5,000-row windows-1255 card statement with two title lines imports in one go, with the page answering throughout',
  { tag: ['@data-management'] },
  async ({ page, request }) => {
    test.setTimeout(240_000);
    const user = await signInWithCycle(page, request, 'large');
    const { lines, totalAgorot, refunds } = statement();
    // Two title lines above the header, as the card companies' exports have them.
    const titles = ['כל המשתמשים (1)', 'פירוט עסקאות לחודשים 09-11/2026'];
    const csv = toWindows1255([...titles, 'תאריך,תיאור,סכום,קטגוריה', ...lines].join('\r\n'));

    await page.goto('/data-management?tab=importExport');
    const panel = page.getByTestId('import-panel');
    await panel
      .getByLabel('בחירת קובץ')
      .setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: csv });
    await expect(panel.getByTestId('import-encoding')).toContainText(`${ROWS.toLocaleString('he-IL')} שורות`);
    await expect(panel.getByLabel('שורת הכותרות')).toHaveValue('2');

    const stopWatching = await watchMainThread(page);
    const started = Date.now();
    await panel.getByRole('button', { name: 'ייבוא', exact: true }).click();
    await expect(panel.getByTestId('import-imported')).toHaveText(`יובאו: ${ROWS}`, { timeout: 180_000 });
    const seconds = (Date.now() - started) / 1000;
    const { longestTask, worstLateness } = await stopWatching();
    console.log(
      `import of ${ROWS} rows: ${seconds.toFixed(1)} s (${Math.round(ROWS / seconds)} rows/s); ` +
        `longest main-thread task ${Math.round(longestTask)} ms; a 50 ms timer fired at worst ${Math.round(worstLateness)} ms late`,
    );
    await expect(panel.getByTestId('import-failed')).toHaveText('נכשלו: 0');

    const stored = await apiAs<{ outcomes: { amount: number; description: string }[] }>(
      request,
      user,
      'GET',
      '/outcomes?from=2026-09-01&to=2026-11-30',
    );
    expect(stored.outcomes).toHaveLength(ROWS);
    // Refunds are stored as what they are: money back, netted against the purchases.
    const storedRefunds = stored.outcomes.filter((o) => o.amount < 0);
    expect(storedRefunds).toHaveLength(refunds);
    expect(storedRefunds.every((o) => o.description.startsWith('זיכוי'))).toBe(true);
    expect(stored.outcomes.reduce((sum, o) => sum + Math.round(o.amount * 100), 0)).toBe(totalAgorot);

    // The same statement again: every row is recognised as stored, nothing doubles.
    await panel.getByRole('button', { name: 'ייבוא קובץ נוסף' }).click();
    await panel
      .getByLabel('בחירת קובץ')
      .setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: csv });
    await panel.getByRole('button', { name: 'ייבוא', exact: true }).click();
    await expect(panel.getByTestId('import-skipped')).toContainText(String(ROWS), { timeout: 60_000 });
    const again = await apiAs<{ totals: { count: number } }>(
      request,
      user,
      'GET',
      '/outcomes?from=2026-09-01&to=2026-11-30&limit=1',
    );
    expect(again.totals.count).toBe(ROWS);
  },
);
