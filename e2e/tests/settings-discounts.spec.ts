import { expect, test, uniqueEmail } from './support/test.js';
import { signInThroughApi } from './support/session.js';
import { settingsApi, todayInIsrael } from './support/settings-seed.js';

test(
  "a discount marked used with its saving adds to the month's savings",
  { tag: ['@discounts', '@smoke'] },
  async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const user = await signInThroughApi(page, request, uniqueEmail('discounts'), 'חוסכת');
    const api = settingsApi(request, user);
    const month = todayInIsrael().slice(0, 7);
    await api.discount({
      title: 'שובר קפה',
      discountType: 'fixed',
      value: 30,
      code: 'CAFE30',
      business: 'ארומה',
    });
    await api.discount({ title: 'הנחת מועדון', discountType: 'percent', value: 10 });

    await page.goto('/discounts');
    const area = page.getByTestId('remote-mfe-discounts');
    const saved = area.getByTestId('month-saved').locator('strong');
    await expect(saved).toHaveAttribute('data-agorot', '0');
    await expect(area.getByTestId('discount-card')).toHaveCount(2);

    const coffee = area.getByTestId('discount-card').filter({ hasText: 'שובר קפה' });
    await coffee.getByRole('button', { name: 'סימון כמנוצלת: שובר קפה' }).click();
    const form = area.getByRole('form', { name: 'סימון שובר קפה כמנוצלת' });
    await form.getByRole('textbox', { name: 'כמה חסכת (₪)' }).fill('42.5');
    await form.getByRole('button', { name: 'סימון כמנוצלת' }).click();

    await expect(saved).toHaveAttribute('data-agorot', '4250');
    await expect(area.getByTestId('discount-card')).toHaveCount(1); // the active filter hides it now
    await area.getByRole('button', { name: /^נוצלו/ }).click();
    await expect(area.getByTestId('discount-card').filter({ hasText: 'שובר קפה' })).toHaveAttribute(
      'data-status',
      'used',
    );

    // The API agrees: the month's statistics count the saving.
    expect((await api.statistics(month)).totals.discountsSaved).toBe(42.5);
    await page.reload();
    await expect(saved).toHaveAttribute('data-agorot', '4250');
    expect(errors).toEqual([]);
  },
);
