import { expect, test } from './support/test.js';
import { toWindows1255 } from './support/money-csv.js';
import { apiAs, goToMonth, signInWithCycle } from './support/money-session.js';

test(
  'a windows-1255 CSV imports through the mapping step, and a copy of an existing record is skipped',
  { tag: ['@data-management'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'import');
    await apiAs(request, user, 'POST', '/outcomes', {
      outcomeData: { date: '2026-01-10', amount: 30, category: 'מסעדות', description: 'קפה' },
    });
    const csv = toWindows1255(
      'תאריך\tתיאור\tסכום\tקטגוריה\r\n10/01/2026\tקפה\t30.00\tמסעדות\r\n11/01/2026\tספרים\t80\tלא ידוע\r\n31/02/2026\tשגוי\t5\t\r\n',
    );
    await page.goto('/data-management?tab=importExport');
    const panel = page.getByTestId('import-panel');
    await panel
      .getByLabel('בחירת קובץ')
      .setInputFiles({ name: 'bank.csv', mimeType: 'text/csv', buffer: csv });
    await expect(panel.getByTestId('import-encoding')).toContainText('windows-1255');
    await expect(panel.getByTestId('import-encoding')).toContainText('3 שורות');
    await expect(panel.getByLabel('תיאור', { exact: true })).toHaveValue('1');
    const preview = panel.getByTestId('import-preview');
    await expect(preview.getByRole('row')).toHaveCount(3);
    await expect(preview.getByRole('row').nth(1)).toContainText('ספרים');
    await expect(preview.getByRole('row').nth(1)).toContainText('שונות');
    await expect(preview.getByRole('row').nth(2)).toContainText('תאריך לא תקין');
    await panel.getByRole('button', { name: 'ייבוא' }).click();
    await expect(panel.getByTestId('import-imported')).toHaveText('יובאו: 1');
    await expect(panel.getByTestId('import-skipped')).toHaveText('דולגו (כפולות של רשומות קיימות): 1');
    await expect(panel.getByTestId('import-failed')).toHaveText('נכשלו: 1');
    const { outcomes } = await apiAs<{ outcomes: { description: string }[] }>(
      request,
      user,
      'GET',
      '/outcomes',
    );
    expect(outcomes.map((o) => o.description).sort()).toEqual(['ספרים', 'קפה']);
  },
);

test(
  'search finds an expense by a word written with a different final letter, highlights it, and keeps the query in the URL',
  { tag: ['@search', '@smoke'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'search');
    for (const [description, date] of [
      ['ספרים לבית הספר', '2026-09-01'],
      ['מכולת', '2026-09-02'],
    ] as const) {
      await apiAs(request, user, 'POST', '/outcomes', {
        outcomeData: { date, amount: 120, category: 'חינוך', description },
      });
    }
    await page.goto('/search');
    await page.getByRole('searchbox').fill('ספרימ');
    await expect(page.getByTestId('search-total')).toHaveText('נמצאה תוצאה אחת');
    const result = page.getByTestId('search-result');
    await expect(result).toHaveCount(1);
    await expect(result.locator('mark')).toHaveText('ספרים');
    await expect(page).toHaveURL(/\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('ספרימ');
    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue('ספרימ');
    await expect(page.getByTestId('search-result')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'סוג' }).selectOption('income');
    await expect(page.getByTestId('search-total')).toHaveText('לא נמצאו תוצאות.');
    expect(new URL(page.url()).searchParams.get('type')).toBe('income');
  },
);

test(
  'data management, records and search fit a 375 px phone without sideways scrolling',
  { tag: ['@data-management', '@records', '@search'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'phone');
    await apiAs(request, user, 'POST', '/outcomes', {
      outcomeData: {
        date: '2026-11-01',
        amount: 1234.5,
        category: 'מזון וסופר',
        description: 'קנייה גדולה בסופר השכונתי',
      },
    });
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ['/data-management', '/records', '/search?q=סופר']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto('/records');
    await goToMonth(page, '2026-11');
    await page.screenshot({ path: '/tmp/money-results/records-375.png' });
  },
);
