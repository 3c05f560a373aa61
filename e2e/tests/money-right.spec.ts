import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiAs, goToMonth, shiftMonth, signInWithCycle } from './support/money-session.js';

test(
  'an amount typed with a decimal comma saves ₪12.50, and an ambiguous one is refused in Hebrew',
  { tag: ['@data-management', '@smoke'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'comma');
    await page.goto('/data-management');
    const expense = page.getByTestId('expense-form');
    await expense.getByLabel('תאריך').fill('2026-03-05');
    await expense.getByLabel('תיאור').fill('קפה');
    await expense.getByLabel('קטגוריה').selectOption('מסעדות');

    await expense.getByLabel('סכום (₪)').fill('1.234');
    await expense.getByRole('button', { name: 'שמירה' }).click();
    await expect(expense.getByText('הסכום לא ברור')).toBeVisible();
    expect((await apiAs<{ outcomes: unknown[] }>(request, user, 'GET', '/outcomes')).outcomes).toHaveLength(
      0,
    );

    await expense.getByLabel('סכום (₪)').fill('12,50');
    await expense.getByRole('button', { name: 'שמירה' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'הנתונים נשמרו בהצלחה' }).first()).toBeVisible();
    const { outcomes } = await apiAs<{ outcomes: { amount: number }[] }>(request, user, 'GET', '/outcomes');
    expect(outcomes.map((o) => o.amount)).toEqual([12.5]);
  },
);

test(
  'after a "from now on" price change, data management and both exports show an earlier month its own price, and CSV dates the row in that month',
  { tag: ['@data-management'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'price');
    const { recurringPayment } = await apiAs<{ recurringPayment: { id: string } }>(
      request,
      user,
      'POST',
      '/recurring-payments',
      {
        recurringPaymentData: {
          name: 'ועד בית',
          amount: 100,
          category: 'דיור',
          frequency: 'monthly',
          startDate: '2025-05-10',
        },
      },
    );
    await apiAs(request, user, 'PATCH', `/recurring-payments/${recurringPayment.id}/amount`, {
      newAmount: 150,
      scope: 'future',
    });
    await page.goto('/data-management');
    const current = (await page.getByTestId('selected-month').getAttribute('data-month'))!;
    const earlier = shiftMonth(current, -1);
    await page.getByRole('tab', { name: 'תשלום קבוע' }).click();
    const amount = page.getByTestId('entries-recurring').getByTestId('entry').locator('[data-agorot]');
    await expect(amount).toHaveAttribute('data-agorot', '15000');
    await goToMonth(page, earlier);
    await expect(amount).toHaveAttribute('data-agorot', '10000');

    await page.getByRole('tab', { name: 'ייבוא וייצוא' }).click();
    const csv = await downloaded(page, 'ייצוא ל-CSV (Excel)');
    const [header, ...lines] = csv.subarray(3).toString('utf8').split('\r\n');
    const cells = lines.find((l) => l.includes('ועד בית'))!.split(',');
    expect(cells).toHaveLength(header!.split(',').length);
    expect(cells.slice(0, 5)).toEqual(['תשלום קבוע', `${earlier}-10`, 'ועד בית', '100', 'דיור']);
    // A month's export lists that month's charge only: no payment method, notes or schedule to re-create it.
    expect(cells.slice(5).every((c) => c === '')).toBe(true);
    const json = JSON.parse((await downloaded(page, 'ייצוא ל-JSON')).toString('utf8')) as {
      recurringPayments: { name: string; amount: number }[];
    };
    expect(json.recurringPayments.map((r) => [r.name, r.amount])).toEqual([['ועד בית', 100]]);
  },
);

async function downloaded(page: Page, button: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return readFile((await download.path())!);
}
