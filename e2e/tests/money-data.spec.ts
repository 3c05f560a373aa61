import { expect, test, type Page } from '@playwright/test';
import { apiAs, goToMonth, signInWithCycle } from './support/money-session.js';

/** Billing months run from the 10th to the 9th of the next month, labelled by the month they start in. */
const CYCLE = { startDay: 10, endDay: 9, endMonth: 1 as const };

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

async function saved(page: Page, form: ReturnType<Page['getByTestId']>, field: string) {
  await expect(page.getByRole('status').filter({ hasText: 'הנתונים נשמרו בהצלחה' }).first()).toBeVisible();
  await expect(form.getByLabel(field)).toHaveValue('');
}

const ledgerRow = (page: Page, text: string) => page.getByTestId('ledger-row').filter({ hasText: text });

test('an expense, an income, a recurring payment and an installment plan entered in data management show in records in their billing months', async ({
  page,
  request,
}) => {
  const user = await signInWithCycle(page, request, 'entries', CYCLE);
  await page.goto('/data-management');

  const expense = page.getByTestId('expense-form');
  await expect(expense.getByLabel('תאריך')).toHaveValue(/\d{4}-\d{2}-\d{2}/);
  // Inline Hebrew validation before anything is sent.
  await expense.getByRole('button', { name: 'שמירה' }).click();
  await expect(expense.getByText('שדה חובה').first()).toBeVisible();
  await expect(expense.getByLabel('סכום (₪)')).toBeFocused();
  await expense.getByLabel('סכום (₪)').fill('12.345');
  await expect(expense.getByText('עם עד 2 ספרות אחרי הנקודה')).toBeVisible();

  // 5 March is before the cycle's 10th, so it belongs to February's billing month.
  await expense.getByLabel('תאריך').fill('2026-03-05');
  await expense.getByLabel('סכום (₪)').fill('42.50');
  await expense.getByLabel('תיאור').fill('קפה של בוקר');
  await expense.getByLabel('קטגוריה').selectOption('מסעדות');
  await expense.getByLabel('אמצעי תשלום').selectOption('ביט');
  await expense.getByRole('button', { name: 'שמירה' }).click();
  await saved(page, expense, 'תיאור');

  // An installment plan: ₪1,200 in 12 payments from 15 March (March's billing month).
  await expense.getByLabel('תאריך').fill('2026-03-15');
  await expense.getByLabel('תשלומים', { exact: true }).check();
  await expense.getByLabel('מחיר כולל (₪)').fill('1200');
  await expense.getByLabel('מספר תשלומים').fill('12');
  await expense.getByLabel('תיאור').fill('מקרר');
  await expense.getByLabel('קטגוריה').selectOption('שונות');
  const preview = page.getByTestId('installment-preview');
  await expect(preview.getByRole('listitem')).toHaveCount(12);
  await expect(preview.getByRole('listitem').first()).toContainText('1/12');
  await expect(preview.getByRole('listitem').last()).toContainText('12/12');
  await expect(preview.getByRole('listitem').last()).toContainText('פברואר 2027');
  await expense.getByRole('button', { name: 'שמירה' }).click();
  await saved(page, expense, 'תיאור');

  await openTab(page, 'הכנסה');
  const income = page.getByTestId('income-form');
  await income.getByLabel('תאריך').fill('2026-03-12');
  await income.getByLabel('סכום (₪)').fill('9000');
  await income.getByLabel('מקור').fill('משכורת');
  await income.getByRole('button', { name: 'שמירה' }).click();
  await saved(page, income, 'מקור');

  await openTab(page, 'תשלום קבוע');
  const recurring = page.getByTestId('recurring-form');
  await recurring.getByLabel('שם').fill('חדר כושר');
  await recurring.getByLabel('סכום (₪)').fill('200');
  await recurring.getByLabel('קטגוריה').selectOption('פנאי');
  await expect(recurring.getByLabel('תדירות').locator('option')).toHaveText([
    'בחירה…',
    'חודשי',
    'דו-חודשי',
    'רבעוני',
    'חצי-שנתי',
    'שנתי',
  ]);
  await recurring.getByLabel('תדירות').selectOption('חודשי');
  await recurring.getByLabel('תאריך התחלה').fill('2026-02-15');
  await recurring.getByRole('button', { name: 'שמירה' }).click();
  await saved(page, recurring, 'שם');
  await expect(page.getByTestId('entries-recurring').getByTestId('entry')).toContainText('חדר כושר');

  await page.getByRole('navigation').getByRole('link', { name: 'רשומות' }).click();
  await goToMonth(page, '2026-02');
  await expect(ledgerRow(page, 'קפה של בוקר')).toBeVisible();
  await expect(ledgerRow(page, 'חדר כושר')).toBeVisible();
  await expect(ledgerRow(page, 'משכורת')).toHaveCount(0);
  await expect(ledgerRow(page, 'מקרר')).toHaveCount(0);

  await goToMonth(page, '2026-03');
  await expect(ledgerRow(page, 'משכורת')).toBeVisible();
  await expect(ledgerRow(page, 'מקרר')).toContainText('1/12');
  await expect(ledgerRow(page, 'חדר כושר')).toBeVisible();
  await expect(ledgerRow(page, 'קפה של בוקר')).toHaveCount(0);
  // The totals are the ones the statistics report.
  const { statistics } = await apiAs<{ statistics: { totals: Record<string, number> } }>(
    request,
    user,
    'GET',
    '/statistics?month=2026-03',
  );
  const agorot = (shekels: number) => String(Math.round(shekels * 100));
  await expect(page.getByTestId('total-expenses')).toHaveAttribute(
    'data-agorot',
    agorot(statistics.totals.outcomes!),
  );
  await expect(page.getByTestId('total-recurring')).toHaveAttribute(
    'data-agorot',
    agorot(statistics.totals.recurring!),
  );
  await expect(page.getByTestId('total-incomes')).toHaveAttribute(
    'data-agorot',
    agorot(statistics.totals.incomes!),
  );
  await expect(page.getByTestId('total-net')).toHaveAttribute('data-agorot', agorot(statistics.totals.net!));
  expect(statistics.totals).toMatchObject({ outcomes: 100, recurring: 200, incomes: 9000 });

  await goToMonth(page, '2027-02');
  await expect(ledgerRow(page, 'מקרר')).toContainText('12/12');
  await expect(ledgerRow(page, 'מקרר').locator('[data-agorot]')).toHaveAttribute('data-agorot', '10000');
});

test('a double-clicked save stores one record, and a delete can be undone', async ({ page, request }) => {
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
});
