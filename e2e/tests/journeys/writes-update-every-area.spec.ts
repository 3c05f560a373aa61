import { dataManagementPage } from '@kaspit/mfe-data-management/testing';
import { recordsPage } from '@kaspit/mfe-records/testing';
import { shellPage } from '@kaspit/shell/testing';
import { todayInIsrael } from '../support/settings-seed.js';
import { apiAs, signInWithCycle } from '../support/money-session.js';
import { expect, test } from '../support/test.js';

test(
  "an expense saved in data management shows in /main's cards and in the records page without a reload",
  { tag: ['@journey', '@data-management', '@main', '@records'] },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const [shell, dataManagement, records] = [shellPage(page), dataManagementPage(page), recordsPage(page)];
    const user = await signInWithCycle(page, request, 'write-everywhere');
    const today = todayInIsrael();
    await apiAs(request, user, 'POST', '/outcomes', {
      outcomeData: { date: today, amount: 100, category: 'מזון וסופר', description: 'שופרסל' },
    });

    // Both areas have been shown (and their month cached) before the write.
    await shell.open('/main');
    await expect.poll(() => shell.mainSpentCard()).toContain('100.00');
    await shell.markDocument();
    await shell.navigateTo('רשומות');
    await records.shown();
    await expect.poll(() => records.countRows('שופרסל')).toBe(1);
    await expect.poll(async () => (await records.totals()).expenses).toBe(10_000);

    await shell.navigateTo('ניהול נתונים');
    await dataManagement.addExpense({
      amount: '42.50',
      description: 'מאפיית השכונה',
      category: 'מזון וסופר',
    });

    await shell.goHome();
    await expect.poll(() => shell.mainSpentCard()).toContain('142.50');
    await shell.navigateTo('רשומות');
    await records.shown();
    await expect.poll(() => records.countRows('מאפיית השכונה')).toBe(1);
    await expect.poll(async () => (await records.totals()).expenses).toBe(14_250);
    expect(await shell.sameDocument()).toBe(true);
  },
);

test(
  "a quick expense from the header shows at once in data management's open list",
  { tag: ['@journey', '@data-management', '@shell'] },
  async ({ page, request }) => {
    // On a phone the header carries the quick-add button on every page.
    await page.setViewportSize({ width: 375, height: 800 });
    const [shell, dataManagement] = [shellPage(page), dataManagementPage(page)];
    const user = await signInWithCycle(page, request, 'write-same-page');
    await apiAs(request, user, 'POST', '/outcomes', {
      outcomeData: { date: todayInIsrael(), amount: 100, category: 'מזון וסופר', description: 'שופרסל' },
    });
    await dataManagement.open('expense');
    await expect.poll(() => dataManagement.countExpenses('שופרסל')).toBe(1);
    expect(await dataManagement.expensesTotal()).toEqual({ count: 1, agorot: 10_000 });
    await shell.markDocument();

    await shell.quickAddFromHeader({ amount: '18', description: 'קפה גרג', category: 'מסעדות' });

    // The list on screen reads the month again: the new expense, and the month's count and sum with it.
    await expect.poll(() => dataManagement.countExpenses('קפה גרג')).toBe(1);
    await expect.poll(() => dataManagement.expensesTotal()).toEqual({ count: 2, agorot: 11_800 });
    expect(await shell.sameDocument()).toBe(true);
  },
);
