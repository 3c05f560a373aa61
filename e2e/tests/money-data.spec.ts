import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiAs, signInWithCycle } from './support/money-session.js';

async function saved(page: Page, form: ReturnType<Page['getByTestId']>, field: string) {
  await expect(page.getByRole('status').filter({ hasText: 'הנתונים נשמרו בהצלחה' }).first()).toBeVisible();
  await expect(form.getByLabel(field)).toHaveValue('');
}

test(
  "data management's expense form says what is wrong inline, and sends nothing",
  { tag: ['@data-management'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'inline');
    await page.goto('/data-management');
    const expense = page.getByTestId('expense-form');
    await expect(expense.getByLabel('תאריך')).toHaveValue(/\d{4}-\d{2}-\d{2}/);
    await expense.getByRole('button', { name: 'שמירה' }).click();
    await expect(expense.getByText('שדה חובה').first()).toBeVisible();
    await expect(expense.getByLabel('סכום (₪)')).toBeFocused();
    await expense.getByLabel('סכום (₪)').fill('12.345');
    await expect(expense.getByText('עם עד 2 ספרות אחרי הנקודה')).toBeVisible();
    expect((await apiAs<{ outcomes: unknown[] }>(request, user, 'GET', '/outcomes')).outcomes).toHaveLength(
      0,
    );
  },
);

test(
  'a double-clicked save stores one record, and a delete can be undone',
  { tag: ['@data-management'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'double');
    await page.goto('/data-management');
    const expense = page.getByTestId('expense-form');
    await expense.getByLabel('סכום (₪)').fill('19.90');
    await expense.getByLabel('תיאור').fill('לחם ביתי');
    await expense.getByLabel('קטגוריה').selectOption('מזון וסופר');
    await expense.getByRole('button', { name: 'שמירה' }).dblclick();
    await saved(page, expense, 'תיאור');
    const list = page.getByTestId('entries-expense').getByTestId('entry');
    await expect(list).toHaveCount(1);
    const { outcomes } = await apiAs<{ outcomes: { id: string }[] }>(request, user, 'GET', '/outcomes');
    expect(outcomes).toHaveLength(1);

    await list.getByRole('button', { name: 'מחיקה: לחם ביתי' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'כן, למחוק' }).click();
    await expect(list).toHaveCount(0);
    await page.getByTestId('undo-bar').getByRole('button', { name: 'ביטול המחיקה' }).click();
    await expect(list).toHaveCount(1);
    const after = await apiAs<{ outcomes: { id: string }[] }>(request, user, 'GET', '/outcomes');
    expect(after.outcomes.map((o) => o.id)).toEqual([outcomes[0]!.id]);
  },
);
