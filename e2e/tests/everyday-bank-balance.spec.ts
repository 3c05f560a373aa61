import { expect, test } from './support/test.js';
import { todayInIsrael } from './support/settings-seed.js';
import { apiAs, signInWithCycle } from './support/money-session.js';

for (const width of [1280, 375]) {
  test.describe(`bank balance at ${width} px`, { tag: ['@personal-area'] }, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a balance typed while the month is being opened shows the saved amount, not the opening 0', async ({
      page,
      request,
    }) => {
      const user = await signInWithCycle(page, request, `balance-${width}`);
      const month = todayInIsrael().slice(0, 7);
      // The order a slow network gives: the month's opening reaches the server after the amount was typed but before
      // the amount's save, so the server stores 0 and then 15,000, and the opening's reply (0) comes back first.
      let typed = () => {};
      const amountTyped = new Promise<void>((resolve) => (typed = resolve));
      let opened = () => {};
      const openingAnswered = new Promise<void>((resolve) => (opened = resolve));
      await page.route('**/api/users/*/bank-account-balance', async (route) => {
        const method = route.request().method();
        if (method === 'POST') {
          await amountTyped;
          await route.fulfill({ response: await route.fetch() });
          opened();
          return;
        }
        if (method === 'PATCH') await openingAnswered;
        await route.fallback();
      });
      await page.goto('/personal-area');
      const area = page.getByTestId('remote-mfe-personal-area');
      const row = area.locator(`[data-testid="balance-row"][data-month="${month}"]`);
      const field = row.getByRole('textbox');
      await expect(field).toHaveValue('');
      await area.getByRole('button', { name: 'פתיחת יתרה לחודש הנוכחי' }).click();
      await field.fill('15000');
      typed();
      await field.press('Tab');
      await openingAnswered;
      await expect(row).toContainText('נשמר');
      await expect(field).toHaveValue('15,000');
      const saved = await apiAs<{ balance: { amount: number } | null }>(
        request,
        user,
        'GET',
        `/users/${user.id}/bank-account-balance?month=${month}`,
      );
      expect(saved.balance?.amount).toBe(15000);
      // Back in the field, the number is there to edit as typed.
      await field.focus();
      await expect(field).toHaveValue('15000');
      await field.fill('15000.5');
      await field.press('Tab');
      await expect(field).toHaveValue('15,000.50');
    });
  });
}
