import { expect, test } from '@playwright/test';
import { signInThroughApi } from './support/session.js';
import { settingsApi, shiftMonth, todayInIsrael } from './support/settings-seed.js';

test('changing the billing cycle to 10→9 moves a record dated the 5th into the previous billing month', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const user = await signInThroughApi(page, request, 'cycle@example.com', 'מחזורית');
  const api = settingsApi(request, user);
  const today = todayInIsrael();
  const month = today.slice(0, 7);
  const previous = shiftMonth(month, -1);
  const { outcome } = await api.outcome({
    date: `${month}-05`,
    amount: 123,
    category: 'מסעדות',
    description: 'ארוחה',
  });
  const ids = async (m: string) => (await api.list('outcomes', m)).body.data!.outcomes!.map((o) => o.id);
  expect(await ids(month)).toContain(outcome!.id);

  await page.goto('/personal-area');
  const area = page.getByTestId('remote-mfe-personal-area');
  await area.getByRole('spinbutton', { name: 'יום התחלה' }).fill('10');
  await expect(area.getByRole('spinbutton', { name: 'יום סיום' })).toHaveValue('9');
  await expect(area.getByRole('combobox', { name: 'החודש מסתיים' })).toHaveValue('1');
  // The live preview shows the period before anything is saved.
  await expect(area.getByTestId('cycle-preview')).toContainText('יימשך מ-10.');
  await area.getByRole('button', { name: 'שמירה' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'מחזור החיוב נשמר' })).toBeVisible();

  // The API lists it in the previous billing month now.
  expect(await ids(month)).not.toContain(outcome!.id);
  expect(await ids(previous)).toContain(outcome!.id);

  // The budgets page follows: the selected month follows the new cycle, and the record counts only in its
  // billing month (today's day decides which billing month the page opens on).
  const selected = Number(today.slice(8, 10)) >= 10 ? month : previous;
  await page.getByRole('navigation').getByRole('link', { name: 'תקציבים' }).click();
  const budgets = page.getByTestId('remote-mfe-budgets');
  await expect(budgets).toHaveAttribute('data-selected-month', selected);
  const row = budgets.locator('[data-testid="budget-row"][data-category="מסעדות"]');
  await expect(row).toHaveAttribute('data-spent-agorot', selected === previous ? '12300' : '0');
  expect(errors).toEqual([]);
});
