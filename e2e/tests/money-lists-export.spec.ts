import { readFile } from 'node:fs/promises';
import { type Download, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiAs, goToMonth, signInWithCycle } from './support/money-session.js';

const ledgerRow = (page: Page, text: string) => page.getByTestId('ledger-row').filter({ hasText: text });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

async function downloaded(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test(
  'in the lists tab a category is added, a used category renamed (its expense, recurring payment and budget follow) and a payment method deleted after its explanation',
  { tag: ['@data-management', '@records'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'lists');
    await apiAs(request, user, 'PATCH', `/users/${user.id}/budgets`, {
      categoryName: 'מזון וסופר',
      budgetAmount: 1500,
    });
    await apiAs(request, user, 'POST', '/outcomes', {
      outcomeData: {
        date: '2026-10-06',
        amount: 312.4,
        category: 'מזון וסופר',
        paymentMethod: 'ביט',
        description: 'קנייה שבועית',
      },
    });
    await apiAs(request, user, 'POST', '/recurring-payments', {
      recurringPaymentData: {
        name: 'סל ירקות',
        amount: 90,
        category: 'מזון וסופר',
        frequency: 'monthly',
        startDate: '2026-01-01',
      },
    });

    await page.goto('/data-management?tab=lists');
    const categories = page.getByTestId('list-categories');
    await categories.getByLabel('קטגוריה חדשה').fill('חיות מחמד');
    await categories.getByRole('button', { name: 'הוספה' }).click();
    await expect(categories.getByText('חיות מחמד', { exact: true })).toBeVisible();

    await categories.getByRole('button', { name: 'שינוי שם: מזון וסופר' }).click();
    await expect(categories.getByText('יעברו לשם החדש', { exact: false })).toBeVisible();
    const newName = categories.getByLabel('שם חדש עבור מזון וסופר');
    await newName.fill('חיות מחמד');
    await categories.getByRole('button', { name: 'שמירה' }).click();
    await expect(categories.getByRole('alert')).toHaveText('השם כבר קיים ברשימה');
    await expect(newName).toHaveAttribute('aria-invalid', 'true');
    await newName.fill('סופר ומכולת');
    await categories.getByRole('button', { name: 'שמירה' }).click();
    await expect(toast(page, 'הרשומות הקיימות עברו לשם החדש')).toBeVisible();
    await expect(categories.getByText('סופר ומכולת', { exact: true })).toBeVisible();
    await expect(categories.getByText('מזון וסופר', { exact: true })).toHaveCount(0);

    await page.getByRole('navigation').getByRole('link', { name: 'רשומות' }).click();
    await goToMonth(page, '2026-10');
    await expect(ledgerRow(page, 'קנייה שבועית')).toContainText('סופר ומכולת');
    await expect(ledgerRow(page, 'סל ירקות')).toContainText('סופר ומכולת');
    await expect(page.getByTestId('ledger-row').filter({ hasText: 'מזון וסופר' })).toHaveCount(0);
    const { budgets } = await apiAs<{ budgets: Record<string, number> }>(
      request,
      user,
      'GET',
      `/users/${user.id}/budgets`,
    );
    expect(budgets).toEqual({ 'סופר ומכולת': 1500 });

    await page.goto('/data-management');
    const method = page.getByTestId('expense-form').getByLabel('אמצעי תשלום');
    await expect(method.locator('option', { hasText: 'ביט' })).toHaveCount(1);
    await page.getByRole('tab', { name: 'קטגוריות ואמצעי תשלום' }).click();
    const methods = page.getByTestId('list-paymentMethods');
    await methods.getByRole('button', { name: 'מחיקה: ביט' }).click();
    const confirm = methods.getByRole('alertdialog', { name: 'למחוק את "ביט"?' });
    await expect(confirm).toContainText('רשומות קיימות לא נמחקות');
    await confirm.getByRole('button', { name: 'מחיקה', exact: true }).click();
    await expect(toast(page, 'הרשימה עודכנה')).toBeVisible();
    await expect(methods.getByText('ביט', { exact: true })).toHaveCount(0);
    await page.getByRole('tab', { name: 'הוצאה' }).click();
    await expect(method.locator('option', { hasText: 'מזומן' })).toHaveCount(1);
    await expect(method.locator('option', { hasText: 'ביט' })).toHaveCount(0);
  },
);

test(
  "the selected month exports to an Excel-ready CSV and to JSON holding exactly that month's records",
  { tag: ['@data-management'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'export');
    const expense = (date: string, amount: number, description: string, category = 'מסעדות') =>
      apiAs(request, user, 'POST', '/outcomes', { outcomeData: { date, amount, category, description } });
    await expense('2026-10-03', 48.9, 'ארוחת צהריים, עם חברים');
    await expense('2026-10-21', 1234.5, 'מכונת כביסה', 'שונות');
    await expense('2026-09-30', 11, 'קפה של ספטמבר');
    await expense('2026-11-01', 22, 'קפה של נובמבר');
    await apiAs(request, user, 'POST', '/incomes', {
      incomeData: { date: '2026-10-01', amount: 9800, source: 'משכורת' },
    });
    await apiAs(request, user, 'POST', '/recurring-payments', {
      recurringPaymentData: {
        name: 'ביטוח רכב',
        amount: 310.25,
        category: 'ביטוח',
        frequency: 'quarterly',
        startDate: '2026-04-15',
      },
    });

    await page.goto('/data-management?tab=importExport');
    await goToMonth(page, '2026-10');
    await expect(page.getByRole('radio', { name: 'החודש הנבחר (אוקטובר 2026)' })).toBeChecked();

    const csv = await downloaded(page, 'ייצוא ל-CSV (Excel)');
    expect(csv.name).toBe('kaspit-2026-10.csv');
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'סוג,תאריך,תיאור,סכום,קטגוריה,אמצעי תשלום,תשלום,הערות,תדירות,תאריך סיום,מחירים,דילוגים,פעיל',
    );
    expect(lines.slice(1).sort()).toEqual(
      [
        'הוצאה,2026-10-03,"ארוחת צהריים, עם חברים",48.9,מסעדות,,,,,,,,',
        'הוצאה,2026-10-21,מכונת כביסה,1234.5,שונות,,,,,,,,',
        'הכנסה,2026-10-01,משכורת,9800,,,,,,,,,',
        'תשלום קבוע,2026-10-15,ביטוח רכב,310.25,ביטוח,,,,,,,,',
      ].sort(),
    );

    const json = await downloaded(page, 'ייצוא ל-JSON');
    expect(json.name).toBe('kaspit-2026-10.json');
    const data = JSON.parse(json.bytes.toString('utf8')) as {
      month: string;
      outcomes: { description: string; amount: number }[];
      incomes: { source: string; amount: number }[];
      recurringPayments: { name: string; amount: number }[];
    };
    expect(data.month).toBe('2026-10');
    expect(data.outcomes.map((o) => [o.description, o.amount]).sort()).toEqual([
      ['ארוחת צהריים, עם חברים', 48.9],
      ['מכונת כביסה', 1234.5],
    ]);
    expect(data.incomes.map((i) => [i.source, i.amount])).toEqual([['משכורת', 9800]]);
    expect(data.recurringPayments.map((r) => [r.name, r.amount])).toEqual([['ביטוח רכב', 310.25]]);
  },
);
