import { expect, test } from './support/test.js';
import { apiAs, signInWithCycle } from './support/money-session.js';

interface Outcome {
  date: string;
  description: string;
}

for (const width of [1280, 375]) {
  test.describe(`odd input at ${width} px`, { tag: ['@data-management'] }, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a date more than a year away is saved only once the person confirms it', async ({
      page,
      request,
    }) => {
      const user = await signInWithCycle(page, request, `far-date-${width}`);
      const outcomes = async () =>
        (await apiAs<{ outcomes: Outcome[] }>(request, user, 'GET', '/outcomes')).outcomes.map((o) => o.date);
      await page.goto('/data-management');
      const form = page.getByTestId('expense-form');
      await form.getByLabel('תאריך').fill('2099-12-31');
      await form.getByLabel('סכום (₪)').fill('30');
      await form.getByLabel('תיאור').fill('תאריך רחוק');
      await form.getByLabel('קטגוריה').selectOption('שונות');
      await form.getByRole('button', { name: 'שמירה', exact: true }).click();

      const question = page.getByRole('alertdialog');
      await expect(question).toContainText('31.12.2099');
      await expect(question).toContainText('יותר משנה');
      // Correcting it returns to the date, and nothing was saved.
      await question.getByRole('button', { name: 'תיקון התאריך' }).click();
      await expect(question).toBeHidden();
      await expect(form.getByLabel('תאריך')).toBeFocused();
      expect(await outcomes()).toEqual([]);

      await form.getByLabel('תאריך').fill('1900-01-01');
      await form.getByRole('button', { name: 'שמירה', exact: true }).click();
      await expect(question).toContainText('1.1.1900');
      await question.getByRole('button', { name: 'כן, לשמור' }).click();
      await expect.poll(outcomes).toEqual(['1900-01-01']);
    });

    test('the description stops at 120 characters and counts them near the limit', async ({
      page,
      request,
    }) => {
      await signInWithCycle(page, request, `long-text-${width}`);
      await page.goto('/data-management');
      const description = page.getByTestId('expense-form').getByLabel('תיאור');
      const counter = page.getByTestId('expense-form').getByTestId('expense-description-count');
      await description.fill('א'.repeat(50));
      await expect(counter).toHaveCount(0);
      await description.fill('');
      await description.pressSequentially('ב'.repeat(130));
      await expect(description).toHaveValue('ב'.repeat(120));
      await expect(counter).toHaveText('120/120');
      await description.press('Backspace');
      await expect(counter).toHaveText('119/120');
    });
  });
}
