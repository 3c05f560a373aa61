import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiAs, signInWithCycle } from './support/money-session.js';
import { moneyText, seedWholeAccount, statisticsText } from './support/account-seed.js';

async function exportBackup(page: Page): Promise<Buffer> {
  await page.goto('/personal-area');
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'ייצוא ל-JSON' }).click(),
  ]);
  return readFile((await download.path())!);
}

async function restore(page: Page, buffer: Buffer) {
  const section = page.getByTestId('restore-section');
  await section
    .getByLabel('בחירת קובץ גיבוי')
    .setInputFiles({ name: 'kaspit-export.json', mimeType: 'application/json', buffer });
  return section.getByTestId('restore-outcome');
}

test.describe('restore from a Kaspit backup', { tag: ['@personal-area', '@statistics'] }, () => {
  test('the personal area’s export restored into a new account gives every month the same statistics; a second restore adds nothing', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const source = await signInWithCycle(page, request, 'backup-source');
    await seedWholeAccount(request, source);
    const backup = await exportBackup(page);
    const expected = await statisticsText(request, source);

    const { baseURL, locale } = test.info().project.use;
    const context = await browser.newContext({ baseURL, locale });
    const fresh = await context.newPage();
    const target = await signInWithCycle(fresh, request, 'backup-target');
    expect(await statisticsText(request, target)).not.toEqual(expected);
    await fresh.goto('/personal-area');

    const outcome = await restore(fresh, backup);
    await expect(outcome).toContainText('נוספו: 6 הוצאות, הכנסה אחת, 2 תשלומים קבועים, הנחה אחת.');
    await expect(outcome).toContainText('מחזור החיוב שוחזר מהגיבוי.');
    expect(await statisticsText(request, target)).toEqual(expected);

    // Payments and plans came back as what they are.
    const { recurringPayments } = await apiAs<{
      recurringPayments: { name: string; amountHistory: unknown[]; skips: unknown[] }[];
    }>(request, target, 'GET', '/recurring-payments');
    const netflix = recurringPayments.find((p) => p.name === 'נטפליקס')!;
    expect(netflix.amountHistory).toHaveLength(2);
    expect(netflix.skips).toEqual([{ from: '2027-01', to: '2027-01' }]);
    const { outcomes } = await apiAs<{ outcomes: { installments?: { planId: string } }[] }>(
      request,
      target,
      'GET',
      '/outcomes',
    );
    expect(new Set(outcomes.flatMap((o) => (o.installments ? [o.installments.planId] : []))).size).toBe(1);

    await restore(fresh, backup);
    await expect(outcome).toContainText('כל מה שבגיבוי כבר נמצא בחשבון, ולא נוסף דבר.');
    expect(await statisticsText(request, target)).toEqual(expected);
    expect((await apiAs<{ outcomes: unknown[] }>(request, target, 'GET', '/outcomes')).outcomes).toHaveLength(
      outcomes.length,
    );
    await context.close();
  });

  test('a file that is not a backup is refused in Hebrew, and nothing changes', async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'backup-bad');
    await page.goto('/personal-area');
    const outcome = await restore(page, Buffer.from('not json at all'));
    await expect(outcome).toContainText('הקובץ אינו קובץ JSON');

    const broken = {
      format: 'kaspit-export',
      version: 1,
      outcomes: [
        {
          id: crypto.randomUUID(),
          date: '2026-11-02',
          amount: 10,
          category: 'מזון וסופר',
          description: 'לחם',
        },
        {
          id: crypto.randomUUID(),
          date: '2026-11-31',
          amount: 10,
          category: 'מזון וסופר',
          description: 'חלב',
        },
      ],
      incomes: [],
      recurringPayments: [],
      discounts: [],
    };
    await restore(page, Buffer.from(JSON.stringify(broken)));
    await expect(outcome).toContainText('הקובץ אינו גיבוי תקין של כספית, ולא שונה דבר בחשבון.');
    await expect(outcome).toContainText('הוצאה מס׳ 2: תאריך');
    expect((await apiAs<{ outcomes: unknown[] }>(request, user, 'GET', '/outcomes')).outcomes).toEqual([]);
  });
});

test.describe(
  "Kaspit's CSV export imported into a new account",
  { tag: ['@data-management', '@statistics'] },
  () => {
    test('an export of everything gives every month the same money: incomes as incomes, payments as payments; again, nothing', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const source = await signInWithCycle(page, request, 'csv-source');
      await seedWholeAccount(request, source);
      await page.goto('/data-management?tab=importExport');
      await page.getByRole('radio', { name: 'הכל' }).check();
      const [download]: [Download, void] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'ייצוא ל-CSV (Excel)' }).click(),
      ]);
      const file = {
        name: 'kaspit.csv',
        mimeType: 'text/csv',
        buffer: await readFile((await download.path())!),
      };
      const expected = await moneyText(request, source);

      const { baseURL, locale } = test.info().project.use;
      const context = await browser.newContext({ baseURL, locale });
      const fresh = await context.newPage();
      // A spreadsheet does not carry the billing cycle: the new account is set to the same one first.
      const target = await signInWithCycle(fresh, request, 'csv-target', {
        startDay: 10,
        endDay: 9,
        endMonth: 1,
      });
      expect(await moneyText(request, target)).not.toEqual(expected);
      await fresh.goto('/data-management?tab=importExport');
      const panel = fresh.getByTestId('import-panel');
      await panel.getByLabel('בחירת קובץ').setInputFiles(file);
      await expect(panel.getByLabel('פורמט הקובץ')).toHaveValue('kaspit');
      await expect(panel.getByTestId('import-companion')).toHaveText(
        'מאותו קובץ ייובאו גם: הכנסה אחת, 2 תשלומים קבועים.',
      );
      await expect(panel.getByTestId('import-kaspit-export')).toContainText('כעסקה אחת');
      await panel.getByRole('button', { name: 'ייבוא', exact: true }).click();
      await expect(panel.getByTestId('import-imported')).toHaveText(
        'יובאו: 9 (מתוכן: הכנסה אחת, 2 תשלומים קבועים)',
      );
      await expect(panel.getByTestId('import-failed')).toHaveText('נכשלו: 0');
      expect(await moneyText(request, target)).toEqual(expected);
      const { recurringPayments } = await apiAs<{ recurringPayments: { name: string }[] }>(
        request,
        target,
        'GET',
        '/recurring-payments',
      );
      expect(recurringPayments.map((p) => p.name).sort()).toEqual(['ביטוח דירה', 'נטפליקס']);

      await panel.getByRole('button', { name: 'ייבוא קובץ נוסף' }).click();
      await panel.getByLabel('בחירת קובץ').setInputFiles(file);
      await panel.getByRole('button', { name: 'ייבוא', exact: true }).click();
      await expect(panel.getByTestId('import-imported')).toHaveText('יובאו: 0');
      await expect(panel.getByTestId('import-skipped')).toHaveText('דולגו (כפולות של רשומות קיימות): 9');
      expect(await moneyText(request, target)).toEqual(expected);
      await context.close();
    });
  },
);
