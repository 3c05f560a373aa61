import { expect, test } from './support/test.js';
import { todayInIsrael } from './support/settings-seed.js';
import { apiAs, shiftMonth, signInWithCycle } from './support/money-session.js';

test(
  'copying one budget from last month says "הוגדר תקציב אחד", not "הוגדרו 1 תקציבים"',
  { tag: ['@budgets'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'plural');
    const lastMonth = shiftMonth(todayInIsrael().slice(0, 7), -1);
    await apiAs(request, user, 'POST', '/outcomes', {
      outcomeData: { date: `${lastMonth}-10`, amount: 120, category: 'פנאי', description: 'קולנוע' },
    });
    await page.goto('/budgets');
    await page.getByRole('button', { name: 'השלמת תקציבים לפי החודש הקודם' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'הוגדר תקציב אחד לפי החודש הקודם' }),
    ).toBeVisible();
    await expect(page.getByText('הוגדרו 1 תקציבים')).toHaveCount(0);
  },
);
