import type { Page, Response } from '@playwright/test';
import { OwnApi } from './support/own-api.js';
import { expect, needsLocalServer, test } from './support/test.js';

/**
 * Budgets, discounts and the personal area keep what the person did without a connection as the other areas do:
 * each write waits on the device (the outbox), is counted in the header and marked where it belongs, and reaches
 * the API exactly once when the connection is back; one the API refuses comes back with its reason. Runs an API of
 * its own (a port the system picks), so another device can change the same person's data meanwhile.
 */
const api = new OwnApi('kaspit-e2e-outbox-settings');

needsLocalServer('runs an API of its own');
test.beforeAll(() => api.start());
test.afterAll(() => api.remove());

const savedOnDevice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'נשמר במכשיר, יישלח כשהחיבור יחזור' });

async function open(page: Page, route: string, heading: string) {
  await page.goto(`${api.origin}${route}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 60_000 });
}

test.describe(
  'the outbox in budgets, discounts and the personal area',
  { tag: ['@budgets', '@discounts', '@personal-area'] },
  () => {
    test('a budget, a discount and a payment method made offline reach the API once each; a refused one says why', async ({
      context,
    }) => {
      test.setTimeout(180_000);
      const person = await api.signInPages(context, 'מיכל');
      // One tab per area, each opened while online.
      const budgets = await context.newPage();
      await open(budgets, '/budgets', 'תקציבים');
      const restaurants = budgets.getByTestId('budget-row').and(budgets.locator('[data-category="מסעדות"]'));
      await expect(restaurants).toBeVisible();
      const discounts = await context.newPage();
      await open(discounts, '/discounts', 'הנחות');
      const personal = await context.newPage();
      await open(personal, '/personal-area', 'אזור אישי');
      const methods = personal.getByTestId('payment-method');
      await expect(methods.filter({ hasText: 'ביט' })).toBeVisible();

      // The writes that reached the API, from every tab's answers (a request that got no answer is not one).
      const delivered: string[] = [];
      const refusedAnswers: number[] = [];
      context.on('response', (response: Response) => {
        const request = response.request();
        const url = new URL(response.url());
        if (
          request.method() === 'GET' ||
          !url.pathname.startsWith('/api/') ||
          url.pathname.startsWith('/api/auth/')
        )
          return;
        const line = `${request.method()} ${url.pathname.replace(/[0-9a-f-]{36}/, ':id')}`;
        if (response.status() < 300) delivered.push(line);
        else refusedAnswers.push(response.status());
      });

      await context.setOffline(true);
      await expect(budgets.getByTestId('connectivity-banner')).toHaveText(/אין חיבור לאינטרנט/);

      // A budget.
      await restaurants.getByRole('button', { name: /עריכת התקציב של מסעדות$/ }).click();
      await restaurants.getByRole('textbox', { name: 'תקציב למסעדות בשקלים' }).fill('450');
      await restaurants.getByRole('button', { name: 'שמירה' }).click();
      await expect(savedOnDevice(budgets)).toBeVisible();
      await expect(restaurants).toHaveAttribute('data-pending', 'true');
      await expect(restaurants).toContainText('ממתין לשליחה');
      await expect(restaurants.getByRole('button', { name: /עריכת התקציב של מסעדות$/ })).toContainText('450');

      // A discount.
      await discounts.getByRole('button', { name: 'הוספת הנחה' }).click();
      const form = discounts.getByRole('form', { name: 'הוספת הנחה' });
      await form.getByLabel('שם ההטבה').fill('קופון ספרים');
      await form.getByLabel('גובה ההנחה').fill('15');
      await form.getByRole('button', { name: 'שמירה' }).click();
      await expect(savedOnDevice(discounts)).toBeVisible();
      const coupon = discounts.getByTestId('discount-card').filter({ hasText: 'קופון ספרים' });
      await expect(coupon).toHaveAttribute('data-pending', 'true');

      // Two payment methods; the second is added meanwhile on another device, so the API will refuse this one.
      const newMethod = personal.getByLabel('אמצעי תשלום חדש');
      for (const name of ['פייבוקס', 'ישראכרט']) {
        await newMethod.fill(name);
        await personal.getByRole('button', { name: 'הוספה', exact: true }).click();
        await expect(methods.filter({ hasText: name })).toHaveAttribute('data-pending', 'true');
      }
      for (const page of [budgets, discounts, personal])
        await expect(page.getByTestId('pending-writes')).toHaveAttribute('data-count', '4');
      expect(delivered).toEqual([]);

      const elsewhere = await api.signIn(person.email, person.name);
      const added = await fetch(`${api.origin}/api/users/${person.id}/payments-methods`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${elsewhere.accessToken}` },
        body: JSON.stringify({ paymentMethodName: 'ישראכרט' }),
      });
      expect(added.status).toBe(200);

      await context.setOffline(false);
      for (const page of [budgets, discounts, personal])
        await expect(page.getByTestId('pending-writes')).toBeHidden({ timeout: 30_000 });
      const refused = personal.getByTestId('refused-writes');
      await expect(refused).toContainText('הוספת אמצעי תשלום: ישראכרט — מתנגש עם רשומה שכבר נשמרה');

      // Each delivered write answered with success once; the refused one once with its 409.
      expect(delivered.sort()).toEqual([
        'PATCH /api/users/:id/budgets',
        'PATCH /api/users/:id/payments-methods',
        'POST /api/discounts',
      ]);
      expect(refusedAnswers).toEqual([409]);

      // The API has each once; the areas read it back, no longer marked.
      const read = <T>(url: string) => api.read<T>(person.email, person.name, url);
      const { categories } = await read<{ categories: { categoryName: string; budgetAmount: number }[] }>(
        `/api/users/${person.id}/budgets`,
      );
      expect(categories.find((c) => c.categoryName === 'מסעדות')?.budgetAmount).toBe(450);
      const { discounts: stored } = await read<{ discounts: { title: string }[] }>('/api/discounts');
      expect(stored.filter((d) => d.title === 'קופון ספרים')).toHaveLength(1);
      const { userData } = await read<{ userData: { paymentMethods: { paymentMethodName: string }[] } }>(
        `/api/users/${person.id}`,
      );
      expect(
        userData.paymentMethods.map((m) => m.paymentMethodName).filter((n) => n === 'פייבוקס'),
      ).toHaveLength(1);
      expect(
        userData.paymentMethods.map((m) => m.paymentMethodName).filter((n) => n === 'ישראכרט'),
      ).toHaveLength(1);
      for (const page of [budgets, discounts, personal])
        await expect(page.locator('[data-pending]')).toHaveCount(0);
      await expect(coupon).toBeVisible();

      await refused.getByRole('button', { name: 'הבנתי' }).click();
      await expect(refused).toBeHidden();
    });
  },
);
