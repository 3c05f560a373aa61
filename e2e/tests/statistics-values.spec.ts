import { expect, test } from './support/test.js';
import { todayInIsrael } from './support/settings-seed.js';
import { apiAs, signInWithCycle } from './support/money-session.js';

test(
  "/statistics shows each category's amount and share of the month beside the chart, and marks the one over budget in words",
  { tag: ['@statistics'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'stats-values');
    const today = todayInIsrael();
    const outcome = (description: string, amount: number, category: string, paymentMethod?: string) =>
      apiAs(request, user, 'POST', '/outcomes', {
        outcomeData: {
          date: today,
          amount,
          category,
          description,
          ...(paymentMethod ? { paymentMethod } : {}),
        },
      });
    await outcome('קניות בסופר', 250, 'מזון וסופר', 'מזומן');
    await outcome('דלק', 50, 'תחבורה ודלק');
    await apiAs(request, user, 'PATCH', `/users/${user.id}/budgets`, {
      categoryName: 'מזון וסופר',
      budgetAmount: 200,
    });
    await apiAs(request, user, 'PATCH', `/users/${user.id}/budgets`, {
      categoryName: 'תחבורה ודלק',
      budgetAmount: 100,
    });

    await page.goto('/statistics');
    const categories = page.getByTestId('table-by-category');
    // Shown to everyone next to the chart, not only to screen readers (a visually hidden table is 1 px wide).
    await expect.poll(async () => (await categories.boundingBox())?.width ?? 0).toBeGreaterThan(200);
    const food = categories.getByRole('row', { name: /מזון וסופר/ });
    await expect(food).toContainText('250.00');
    await expect(food).toContainText('83%');
    await expect(food).toContainText('חריגה של');
    await expect(food).toContainText('50.00');
    await expect(food).toHaveAttribute('data-over', 'true');
    const fuel = categories.getByRole('row', { name: /תחבורה ודלק/ });
    await expect(fuel).toContainText('17%');
    await expect(fuel).toContainText('נותרו');
    await expect(fuel).not.toHaveAttribute('data-over', 'true');

    const methods = page.getByTestId('table-by-payment-method');
    await expect.poll(async () => (await methods.boundingBox())?.width ?? 0).toBeGreaterThan(200);
    await expect(methods.getByRole('row', { name: /מזומן/ })).toContainText('83%');
    await expect(methods.getByRole('row', { name: /ללא אמצעי תשלום/ })).toContainText('17%');

    // At 375 px the figures stay inside the page: no sideways scroll.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(async () => (await categories.boundingBox())?.width ?? 0).toBeGreaterThan(200);
    // Measured once the page has laid itself out at the new width: only the frame before the re-layout still has
    // the old one, so a person turning a phone sees no sideways scroll.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
  },
);
