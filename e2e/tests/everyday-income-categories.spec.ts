import { expect, test } from './support/test.js';
import { apiAs, signInWithCycle } from './support/money-session.js';

interface Income {
  source: string;
  category?: string;
}

for (const width of [1280, 375]) {
  test.describe(`income categories at ${width} px`, { tag: ['@data-management'] }, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the income form offers income categories, which the person can add to', async ({
      page,
      request,
    }) => {
      const user = await signInWithCycle(page, request, `income-categories-${width}`);
      await page.goto('/data-management');
      await page.getByRole('tab', { name: 'הכנסה' }).click();
      const form = page.getByTestId('income-form');
      const category = form.getByLabel('קטגוריה');
      const offered = async () =>
        (await category.locator('option').allTextContents()).filter((name) => name !== 'ללא');
      expect(await offered()).toEqual(['משכורת', 'קצבה', 'שכר דירה', 'החזר', 'מתנה', 'אחר']);

      // Added in the lists, it is offered at once.
      await page.getByRole('tab', { name: 'קטגוריות ואמצעי תשלום' }).click();
      const list = page.getByRole('region', { name: 'קטגוריות הכנסה' });
      await list.getByRole('textbox', { name: 'קטגוריית הכנסה חדשה' }).fill('בונוס');
      await list.getByRole('button', { name: 'הוספה' }).click();
      await expect(list.getByText('בונוס')).toBeVisible();

      await page.getByRole('tab', { name: 'הכנסה' }).click();
      expect(await offered()).toContain('בונוס');
      await form.getByLabel('סכום (₪)').fill('2500');
      await form.getByLabel('מקור').fill('מענק שנתי');
      await category.selectOption('בונוס');
      await form.getByRole('button', { name: 'שמירה', exact: true }).click();
      await expect
        .poll(async () =>
          (await apiAs<{ incomes: Income[] }>(request, user, 'GET', '/incomes')).incomes.map((i) => [
            i.source,
            i.category,
          ]),
        )
        .toEqual([['מענק שנתי', 'בונוס']]);
    });
  });
}
