import { expect, test } from './support/test.js';
import { toWindows1255 } from './support/money-csv.js';
import { apiAs, signInWithCycle } from './support/money-session.js';

test(
  'after "ייבוא קובץ נוסף" the same file can be chosen again and is read again',
  { tag: ['@data-management'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'again');
    const csv = toWindows1255('תאריך,תיאור,סכום,קטגוריה\r\n10/01/2026,ספרים,80.00,חינוך\r\n');
    const file = { name: 'card.csv', mimeType: 'text/csv', buffer: csv };
    await page.goto('/data-management?tab=importExport');
    const panel = page.getByTestId('import-panel');
    const picker = panel.getByLabel('בחירת קובץ');
    await picker.setInputFiles(file);
    await expect(panel.getByTestId('import-encoding')).toContainText('שורת נתונים אחת');
    await panel.getByRole('button', { name: 'ייבוא', exact: true }).click();
    await expect(panel.getByTestId('import-imported')).toHaveText('יובאו: 1');
    await panel.getByRole('button', { name: 'ייבוא קובץ נוסף' }).click();

    // A browser fires no change event when the chosen file is the one the input already holds.
    await expect(picker).toHaveValue('');
    await picker.setInputFiles(file);
    await expect(panel.getByTestId('import-encoding')).toContainText('card.csv');
    await panel.getByRole('button', { name: 'ייבוא', exact: true }).click();
    await expect(panel.getByTestId('import-skipped')).toHaveText('דולגו (כפולות של רשומות קיימות): 1');
    const { outcomes } = await apiAs<{ outcomes: unknown[] }>(request, user, 'GET', '/outcomes');
    expect(outcomes).toHaveLength(1);
  },
);
