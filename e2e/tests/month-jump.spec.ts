import { expect, test } from './support/test.js';
import { signInWithCycle } from './support/money-session.js';

test.describe('the month picker jumps to any month and year', { tag: ['@shell'] }, () => {
  for (const width of [1280, 375]) {
    test(`a dialog with the year and the twelve months, usable with the keyboard — ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInWithCycle(page, request, `jump-${width}`);
      await page.goto('/main');
      const shown = page.getByTestId('selected-month');
      await expect(shown).toHaveAttribute('data-month', /^\d{4}-\d{2}$/);
      const start = (await shown.getAttribute('data-month'))!;

      // The month's name opens the dialog; focus starts on the month shown now.
      await shown.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'מעבר לחודש' });
      await expect(dialog).toBeVisible();
      const [year, month] = start.split('-').map(Number) as [number, number];
      const names = [
        'ינואר',
        'פברואר',
        'מרץ',
        'אפריל',
        'מאי',
        'יוני',
        'יולי',
        'אוגוסט',
        'ספטמבר',
        'אוקטובר',
        'נובמבר',
        'דצמבר',
      ];
      await expect(dialog.getByRole('button', { name: `${names[month - 1]} ${year}` })).toBeFocused();
      await expect(dialog.getByRole('button', { name: /^\S+ \d{4}$/ })).toHaveCount(12);

      // Escape closes it and changes nothing; focus returns to the month's name.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(shown).toHaveAttribute('data-month', start);
      await expect(shown).toBeFocused();

      // Type a year, Tab to March, Enter: the whole app is on March 2019.
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      const yearField = dialog.getByRole('spinbutton', { name: 'שנה' });
      await yearField.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('2019');
      await page.keyboard.press('Tab'); // the next year's button
      await page.keyboard.press('Tab'); // ינואר
      await page.keyboard.press('Tab'); // פברואר
      await page.keyboard.press('Tab'); // מרץ
      await expect(dialog.getByRole('button', { name: 'מרץ 2019' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(shown).toHaveAttribute('data-month', '2019-03');
      await expect(shown).toHaveText('מרץ 2019');
      await expect(page.getByRole('button', { name: 'לחודש הנוכחי' })).toBeVisible();

      // The year's buttons step it; a month far ahead is one more pick away.
      await shown.click();
      await dialog.getByRole('button', { name: 'השנה הבאה' }).click();
      await dialog.getByRole('button', { name: 'דצמבר 2020' }).click();
      await expect(shown).toHaveAttribute('data-month', '2020-12');
    });
  }
});
