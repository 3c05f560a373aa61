import { budgetsPage } from '@kaspit/mfe-budgets/testing';
import { dataManagementPage } from '@kaspit/mfe-data-management/testing';
import { recordsPage } from '@kaspit/mfe-records/testing';
import { statisticsPage } from '@kaspit/mfe-statistics/testing';
import { shellPage } from '@kaspit/shell/testing';
import { toWindows1255 } from '../support/money-csv.js';
import { apiAs, signInWithCycle } from '../support/money-session.js';
import { todayInIsrael } from '../support/settings-seed.js';
import { expect, test } from '../support/test.js';

test(
  'a card refund (-150.00, "זיכוי") imports as money back, and records, statistics, budgets and /main net it',
  { tag: ['@journey', '@data-management', '@records', '@statistics', '@budgets', '@main'] },
  async ({ page, request }) => {
    const [shell, dataManagement, records, statistics, budgets] = [
      shellPage(page),
      dataManagementPage(page),
      recordsPage(page),
      statisticsPage(page),
      budgetsPage(page),
    ];
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
    await dataManagement.open('importExport');
    await dataManagement.chooseStatement({ name: 'card.csv', mimeType: 'text/csv', buffer: csv });
    await expect.poll(() => dataManagement.importColumnOf('סוג עסקה (זיכוי)')).toBe('4');
    const refunds = (await dataManagement.importPreviewAgorot()).filter((agorot) => agorot < 0);
    expect(refunds.sort((a, b) => a - b)).toEqual([-15000, -10000]);
    expect(await dataManagement.runImport()).toBe('יובאו: 3');

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

    await shell.navigateTo('רשומות');
    await records.shown();
    await expect.poll(async () => (await records.row('מעיל זיכוי'))?.agorot).toBe(-15000);
    expect((await records.totals()).expenses).toBe(15000);

    await shell.navigateTo('סטטיסטיקה');
    await expect.poll(async () => (await statistics.totals()).expenses).toBe(150);

    await budgets.open();
    await expect.poll(() => budgets.budget('ביגוד')).toEqual({ spentAgorot: 15000, state: 'ok' });

    await shell.open('/main');
    await expect.poll(() => shell.mainSpentCard()).toContain('הוצאות:150.00₪');
  },
);
