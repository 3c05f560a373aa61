import { expect, test, uniqueEmail } from './support/test.js';
import { signInThroughApi } from './support/session.js';
import { settingsApi, todayInIsrael } from './support/settings-seed.js';

test(
  'a budget set so that spending is at 80% shows the warning; raising it clears the warning',
  { tag: ['@budgets', '@smoke'] },
  async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const user = await signInThroughApi(page, request, uniqueEmail('budgets'), 'תקציבאי');
    const api = settingsApi(request, user);
    await api.outcome({
      date: todayInIsrael(),
      amount: 800,
      category: 'מזון וסופר',
      description: 'קניות שבועיות',
    });

    await page.goto('/budgets');
    const area = page.getByTestId('remote-mfe-budgets');
    const food = area.locator('[data-testid="budget-row"][data-category="מזון וסופר"]');
    await expect(food).toHaveAttribute('data-spent-agorot', '80000');
    await expect(food).toHaveAttribute('data-state', 'none');

    await food.getByRole('button', { name: 'עריכת התקציב של מזון וסופר' }).click();
    await food.getByRole('textbox', { name: 'תקציב למזון וסופר בשקלים' }).fill('1000');
    await food.getByRole('button', { name: 'שמירה' }).click();

    await expect(food).toHaveAttribute('data-state', 'warning');
    await expect(food.getByText('התקרבת לתקציב (80% ומעלה) · 80% מהתקציב')).toBeVisible();
    await expect(food.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');

    // The budget is stored (one fact with the category's budgetAmount) and survives a reload.
    const budgets = await api.send('get', `/api/users/${user.id}/budgets`);
    expect(budgets.body.data.budgets as unknown).toMatchObject({ 'מזון וסופר': 1000 });
    await page.reload();
    await expect(food).toHaveAttribute('data-state', 'warning');

    await food.getByRole('button', { name: 'עריכת התקציב של מזון וסופר' }).click();
    await food.getByRole('textbox', { name: 'תקציב למזון וסופר בשקלים' }).fill('1001');
    await food.getByRole('textbox', { name: 'תקציב למזון וסופר בשקלים' }).press('Enter');
    await expect(food).toHaveAttribute('data-state', 'ok');
    expect(errors).toEqual([]);
  },
);
