import { expect, test, uniqueEmail } from './support/test.js';
import { signInThroughApi } from './support/session.js';
import { settingsApi, todayInIsrael } from './support/settings-seed.js';

test(
  'deleting the account removes the user with every record and signs out to /',
  { tag: ['@personal-area'] },
  async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = uniqueEmail('leaving');
    const user = await signInThroughApi(page, request, email, 'עוזבת');
    const api = settingsApi(request, user);
    const today = todayInIsrael();
    await api.outcome({ date: today, amount: 50, category: 'שונות', description: 'משהו' });
    await api.income({ date: today, amount: 5000, source: 'משכורת' });
    await api.discount({ title: 'קופון', discountType: 'percent', value: 5 });
    await api.recurring({
      name: 'חדר כושר',
      amount: 150,
      category: 'פנאי',
      frequency: 'monthly',
      startDate: today,
    });
    for (const resource of ['outcomes', 'incomes', 'discounts', 'recurring-payments'] as const) {
      const { status, body } = await api.list(resource);
      expect(status).toBe(200);
      expect(Object.values(body.data!)[0]).toHaveLength(1);
    }

    await page.goto('/personal-area');
    const area = page.getByTestId('remote-mfe-personal-area');
    const button = area.getByRole('button', { name: 'מחיקת החשבון לצמיתות' });
    await expect(button).toBeDisabled();
    await area.getByRole('textbox', { name: 'כדי לאשר, הקלידו: מחיקה' }).fill('מחיקה');
    await button.click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ברוכים הבאים לכספית');
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('auth_token'))).toBeNull();

    // The user is gone and their still-unexpired access token stopped with the account: nothing can be read.
    expect((await api.send('get', `/api/users/${user.id}`)).status).toBe(401);
    for (const resource of ['outcomes', 'incomes', 'discounts', 'recurring-payments'] as const) {
      expect((await api.list(resource)).status).toBe(401);
    }
    // Signing in again with the same account starts from nothing.
    const again = await signInThroughApi(page, request, email, 'עוזבת');
    expect(again.id).not.toBe(user.id);
    const fresh = settingsApi(request, again);
    for (const resource of ['outcomes', 'incomes', 'discounts', 'recurring-payments'] as const) {
      expect(Object.values((await fresh.list(resource)).body.data!)[0]).toHaveLength(0);
    }
    expect(errors).toEqual([]);
  },
);
