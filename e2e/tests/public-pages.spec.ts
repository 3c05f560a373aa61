import { expect, test } from './support/test.js';

test(
  'the contact form refuses an invalid email and sends a valid message',
  { tag: ['@public', '@smoke'] },
  async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByLabel('שם').fill('נועה');
    await page.getByLabel('דוא"ל').fill('not-an-email');
    await page.getByLabel('נושא').fill('שאלה');
    await page.getByLabel('הודעה').fill('איך מייבאים קובץ CSV?');
    await page.getByRole('button', { name: 'שליחה' }).click();
    await expect(page.getByText('כתובת דוא"ל לא תקינה')).toBeVisible();
    await page.getByLabel('דוא"ל').fill('noa@example.com');
    await page.getByRole('button', { name: 'שליחה' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ההודעה נשלחה' })).toBeVisible();
    await expect(page.getByLabel('הודעה')).toHaveValue('');
  },
);

test('announcements are public and in Hebrew', { tag: ['@public'] }, async ({ page }) => {
  await page.goto('/announcements');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('הודעות ועדכונים');
  const first = page.locator('.shell-announcement').first();
  await expect(first.getByRole('heading', { level: 2 })).toContainText(/[\u0590-\u05FF]/);
  await expect(first.locator('time')).toBeVisible();
});
