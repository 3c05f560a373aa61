import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.js';
import { todayInIsrael } from './support/settings-seed.js';
import { apiAs, goToMonth, shiftMonth, signInWithCycle, type MoneyUser } from './support/money-session.js';

const daysIn = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};
/** `2026-12-01` → `1.12.2026`, as the app writes dates. */
const written = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${d}.${m}.${y}`;
};

/**
 * This month: three categories with spending (one over its budget, one near it), five monthly payments on the 1st
 * and a purchase in three installments from today; next month: a recorded bank balance.
 */
async function seed(request: APIRequestContext, user: MoneyUser) {
  const today = todayInIsrael();
  const month = today.slice(0, 7);
  const outcome = (description: string, amount: number, category: string, extra = {}) =>
    apiAs(request, user, 'POST', '/outcomes', {
      outcomeData: { date: today, amount, category, description, ...extra },
    });
  await outcome('קניות בסופר', 900, 'מזון וסופר');
  await outcome('מסעדה', 420, 'מסעדות');
  await outcome('דלק', 300, 'תחבורה ודלק');
  await outcome('מעיל', 300, 'ביגוד', { installments: { total: 3 } });
  for (const [categoryName, budgetAmount] of [
    ['מזון וסופר', 1000],
    ['מסעדות', 300],
  ] as const) {
    await apiAs(request, user, 'PATCH', `/users/${user.id}/budgets`, { categoryName, budgetAmount });
  }
  for (let i = 1; i <= 5; i++) {
    await apiAs(request, user, 'POST', '/recurring-payments', {
      recurringPaymentData: {
        name: `מנוי ${i}`,
        amount: i * 10,
        category: 'מנויים',
        frequency: 'monthly',
        startDate: `${month}-01`,
      },
    });
  }
  await apiAs(request, user, 'PATCH', `/users/${user.id}/bank-account-balance`, {
    month: shiftMonth(month, 1),
    amount: 10000,
    billingCyclePeriod: { startDay: 1, endDay: 31, endMonth: 0 },
  });
  return { today, month };
}

test.describe('/main answers "how am I doing this month?"', { tag: ['@main'] }, () => {
  for (const dark of [false, true]) {
    for (const width of [1280, 375]) {
      test(`budget bar, days left, forecast, categories to watch, charges to come and the largest categories — ${dark ? 'dark' : 'light'}, ${width} px`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const user = await signInWithCycle(page, request, `glance-${dark ? 'd' : 'l'}-${width}`);
        const { today, month } = await seed(request, user);
        await page.addInitScript((on) => localStorage.setItem('isDarkMode', String(on)), dark);
        await page.goto('/main');
        await expect(page.locator('html')).toHaveClass(dark ? /dark/ : /^(?!.*dark)/);
        const glance = page.getByTestId('month-glance');
        await expect(glance.getByRole('heading', { name: 'החודש במבט' })).toBeVisible();

        // 900 + 420 + 300 + 100 (this month's installment) + 150 (payments) against 1,300 of budgets: 143%.
        const spent = glance.getByTestId('glance-spent');
        await expect(spent).toContainText('1,870.00');
        await expect(spent).toContainText('1,300.00');
        await expect(spent).toContainText('143%');
        await expect(spent).toHaveAttribute('href', '/budgets');
        await expect(spent).toHaveAttribute('data-state', 'over');
        const left = daysIn(month) - Number(today.slice(8)) + 1;
        await expect(glance.getByTestId('glance-days-left')).toHaveText(
          left === 1 ? 'נותר יום אחד בחודש' : `נותרו ${left} ימים בחודש`,
        );
        // The bar is drawn, filled to the end (over budget), in the danger colour.
        const bar = glance.locator('.shell-glance__bar > span');
        await expect(bar).toBeVisible();

        const watch = glance.getByTestId('glance-watch').getByRole('link');
        await expect(watch).toHaveText([/מסעדות: חריגה של \u200f?120\.00/, 'מזון וסופר: 90% מהתקציב']);
        const largest = glance.getByTestId('glance-largest-row');
        await expect(largest).toHaveText([
          /^1\. מזון וסופר · \u200f?900\.00/,
          /^2\. מסעדות · \u200f?420\.00/,
          /^3\. תחבורה ודלק/,
        ]);
        await expect(largest.first()).toHaveAttribute('href', '/statistics');

        // The recurring card counts five and shows three, and says how many more, leading to the full list.
        const recurringCard = page.getByTestId('card-recurring');
        await expect(recurringCard).toContainText('5 תשלומים');
        await expect(recurringCard).toContainText('ועוד 2');
        await expect(recurringCard).toHaveAttribute('href', '/data-management?tab=recurring');

        // Every figure in the glance is a link to the page that explains it.
        const hrefs = await glance
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(hrefs.length).toBeGreaterThan(6);
        for (const href of hrefs)
          expect([
            '/budgets',
            '/statistics',
            '/records',
            '/personal-area',
            '/data-management?tab=recurring',
          ]).toContain(href);

        // Nothing sideways, and no axe violation in the glance in this theme and width.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
        ).toBeLessThanOrEqual(0);
        const { violations } = await new AxeBuilder({ page })
          .include('[data-testid="month-glance"]')
          .analyze();
        expect(violations.map((v) => v.id)).toEqual([]);

        // The forecast is the one the budgets page explains.
        const forecast = glance.getByTestId('glance-forecast');
        const forecastText = (await forecast.textContent())!.match(/[\d,]+\.\d\d/)![0];
        await forecast.click();
        await expect(page).toHaveURL(/\/budgets$/);
        await expect(page.getByTestId('budget-totals')).toContainText(forecastText);

        // Next month: nothing spent yet; the five payments on the 1st and the coat's second installment are to come.
        await page.goto('/main');
        const next = shiftMonth(month, 1);
        await goToMonth(page, next);
        const charges = glance.getByTestId('glance-charge');
        await expect(charges).toHaveCount(3);
        for (let i = 0; i < 3; i++) {
          await expect(charges.nth(i)).toContainText(`מנוי ${i + 1}`);
          await expect(charges.nth(i)).toContainText(written(`${next}-01`));
          await expect(charges.nth(i)).toContainText(`${(i + 1) * 10}.00`);
        }
        await expect(glance.getByTestId('glance-coming')).toContainText('ועוד 3');
        await expect(glance.getByTestId('glance-coming-total')).toContainText('250.00');
        const after = glance.getByTestId('glance-balance-after');
        await expect(after).toContainText('יתרה בבנק אחרי החיובים');
        await expect(after).toContainText('9,750.00');
        await expect(after).toHaveAttribute('href', '/personal-area');
        await expect(glance.getByTestId('glance-days-left')).toHaveText(`נותרו ${daysIn(next)} ימים בחודש`);
      });
    }
  }
});
