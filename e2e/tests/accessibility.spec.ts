import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { areas } from '@kaspit/shell/testing';
import { todayInIsrael } from './support/settings-seed.js';
import { apiAs, signInWithCycle, type MoneyUser } from './support/money-session.js';
import { settled } from './support/settled.js';
import type { APIRequestContext } from '@playwright/test';

test.describe.configure({ timeout: 600_000 });

/** A month with what each page shows: spending over, near and under a budget, an income, a payment, a discount. */
async function seed(request: APIRequestContext, user: MoneyUser) {
  const today = todayInIsrael();
  const outcome = (description: string, amount: number, category: string) =>
    apiAs(request, user, 'POST', '/outcomes', {
      outcomeData: { date: today, amount, category, description },
    });
  await outcome('קניות בסופר', 850, 'מזון וסופר');
  await outcome('מסעדה', 420, 'מסעדות');
  await outcome('דלק', 300, 'תחבורה ודלק');
  await apiAs(request, user, 'PATCH', `/users/${user.id}/budgets`, {
    categoryName: 'מזון וסופר',
    budgetAmount: 1000,
  });
  await apiAs(request, user, 'PATCH', `/users/${user.id}/budgets`, {
    categoryName: 'מסעדות',
    budgetAmount: 300,
  });
  await apiAs(request, user, 'POST', '/incomes', {
    incomeData: { date: today, amount: 9000, source: 'משכורת' },
  });
  await apiAs(request, user, 'POST', '/recurring-payments', {
    recurringPaymentData: {
      name: 'נטפליקס',
      amount: 54.9,
      category: 'מנויים',
      frequency: 'monthly',
      startDate: `${today.slice(0, 7)}-01`,
    },
  });
  await apiAs(request, user, 'POST', '/discounts', {
    discountData: { title: 'שובר קפה', discountType: 'fixed', value: 30, code: 'CAFE30', business: 'ארומה' },
  });
}

const routes = ['/main', ...areas.map((a) => (a.route === '/search' ? '/search?q=סופר' : a.route))];

/** Serious and critical violations on the page as it is now, one line per rule with where it hits. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Experimental in axe, so off by default: a control's name must contain the words it shows.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.nodes.length}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

for (const dark of [false, true]) {
  for (const width of [1280, 375]) {
    test(
      `axe finds no serious or critical violation on any route — ${dark ? 'dark' : 'light'}, ${width} px`,
      { tag: ['@shell'] },
      async ({ page, request }) => {
        await page.setViewportSize({ width, height: 900 });
        const user = await signInWithCycle(page, request, `axe-${dark ? 'dark' : 'light'}-${width}`);
        await seed(request, user);
        await page.addInitScript((on) => localStorage.setItem('isDarkMode', String(on)), dark);
        const found: Record<string, string[]> = {};
        for (const route of routes) {
          await page.goto(route);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await expect(page.locator('html')).toHaveClass(dark ? /dark/ : /^(?!.*dark)/);
          await settled(page);
          const violations = await seriousViolations(page);
          if (violations.length) found[route] = violations;
        }
        expect(found).toEqual({});
      },
    );
  }
}
