import { expect, test } from '@playwright/test';
import { toWindows1255 } from './support/money-csv.js';
import { apiAs, signInWithCycle } from './support/money-session.js';
import { todayInIsrael } from './support/settings-seed.js';

/** What a person sees, without the bidi marks Intl puts around numbers. */
const visible = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u00a0\s]/g, '');

test('a card refund (-150.00, "זיכוי") imports as money back, and records, statistics, budgets and /main net it', async ({
  page,
  request,
}) => {
  const user = await signInWithCycle(page, request, 'refunds');
  await apiAs(request, user, 'PATCH', `/users/${user.id}/categories`, {
    categoryName: 'ביגוד',
    budgetAmount: 1000,
  });
  const [y, m, d] = todayInIsrael().split('-');
  const day = `${d}/${m}/${y}`;
  const csv = toWindows1255(
    [
      'תאריך,תיאור,סכום,קטגוריה,סוג עסקה',
      `${day},מעיל,400.00,ביגוד,רגילה`,
      `${day},מעיל זיכוי,-150.00,ביגוד,זיכוי`,
      // Some statements write a credit's amount without a minus and say so in the type column.
      `${day},החזרת חולצה,100.00,ביגוד,זיכוי`,
    ].join('\r\n'),
  );
  await page.goto('/data-management?tab=importExport');
  const panel = page.getByTestId('import-panel');
  await panel.getByLabel('בחירת קובץ').setInputFiles({ name: 'card.csv', mimeType: 'text/csv', buffer: csv });
  await expect(panel.getByLabel('סוג עסקה (זיכוי)')).toHaveValue('4');
  await expect(panel.getByTestId('import-preview').locator('[data-agorot="-15000"]')).toHaveCount(1);
  await expect(panel.getByTestId('import-preview').locator('[data-agorot="-10000"]')).toHaveCount(1);
  await panel.getByRole('button', { name: 'ייבוא', exact: true }).click();
  await expect(panel.getByTestId('import-imported')).toHaveText('יובאו: 3');

  const { outcomes } = await apiAs<{ outcomes: { description: string; amount: number }[] }>(
    request,
    user,
    'GET',
    '/outcomes',
  );
  expect(Object.fromEntries(outcomes.map((o) => [o.description, o.amount]))).toEqual({
    מעיל: 400,
    'מעיל זיכוי': -150,
    'החזרת חולצה': -100,
  });

  await page.getByRole('navigation').getByRole('link', { name: 'רשומות' }).click();
  const refund = page.getByTestId('ledger-row').filter({ hasText: 'מעיל זיכוי' });
  await expect(refund.locator('[data-agorot]')).toHaveAttribute('data-agorot', '-15000');
  await expect(page.getByTestId('total-expenses')).toHaveAttribute('data-agorot', '15000');

  await page.getByRole('navigation').getByRole('link', { name: 'סטטיסטיקה' }).click();
  await expect(page.getByTestId('total-expenses')).toHaveAttribute('data-value', '150');

  await page.goto('/budgets');
  const clothes = page.locator('[data-testid="budget-row"][data-category="ביגוד"]');
  await expect(clothes).toHaveAttribute('data-spent-agorot', '15000');
  await expect(clothes).toHaveAttribute('data-state', 'ok');

  await page.goto('/main');
  const spent = page.getByTestId('card-spent');
  await expect.poll(async () => visible(await spent.textContent())).toContain('הוצאות:150.00₪');
});
