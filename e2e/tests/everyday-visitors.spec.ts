import { expect, test } from './support/test.js';

for (const width of [1280, 375]) {
  test.describe(`a visitor at ${width} px`, { tag: ['@public', '@shell'] }, () => {
    test.use({ viewport: { width, height: 900 } });

    test('sees only what a visitor can use, and is told why an area needs signing in', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ברוכים הבאים לכספית');
      // No link in the page leads to an area a visitor cannot open.
      for (const name of ['סטטיסטיקה', 'רשומות', 'ניהול נתונים', 'אזור אישי']) {
        await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
      }

      // Opened from a bookmark or a shared link, an area says why it needs signing in.
      await page.goto('/statistics');
      await expect(page).toHaveURL(/\/$/);
      const notice = page.getByTestId('welcome-notice');
      await expect(notice).toHaveText(
        'כדי לפתוח את "סטטיסטיקה" יש להתחבר – האזור הזה מציג את הנתונים האישיים שלכם.',
      );
      await expect(notice.getByRole('button', { name: 'התחברות' })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('button', { name: 'התחברות' })).toBeVisible();
    });
  });
}
