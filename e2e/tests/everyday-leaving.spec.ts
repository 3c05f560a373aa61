import { expect, test } from './support/test.js';
import { signInThroughApi } from './support/session.js';

for (const width of [1280, 375]) {
  test.describe(`deleting the account at ${width} px`, { tag: ['@personal-area'] }, () => {
    test.use({ viewport: { width, height: 900 } });

    test('ends on / with a lasting word that the account and its data are gone', async ({
      page,
      request,
    }) => {
      await signInThroughApi(page, request, `leaving-${width}-${Date.now()}@example.com`, 'עוזב');
      await page.goto('/personal-area');
      const area = page.getByTestId('remote-mfe-personal-area');
      await area.getByRole('textbox', { name: 'כדי לאשר, הקלידו: מחיקה' }).fill('מחיקה');
      await area.getByRole('button', { name: 'מחיקת החשבון לצמיתות' }).click();
      await expect(page).toHaveURL(/\/$/);
      const notice = page.getByTestId('welcome-notice');
      await expect(notice).toHaveText(
        'החשבון שלכם נמחק, ואיתו כל הנתונים: הוצאות, הכנסות, תשלומים קבועים, הנחות והגדרות.',
      );
      await expect(notice).toHaveAttribute('role', 'status');
      // It stays until the person moves on, not for a toast's few seconds.
      await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 10_000 });
      await expect(notice).toBeVisible();
    });
  });
}
