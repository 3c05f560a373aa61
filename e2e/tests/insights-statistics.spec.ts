import { expect, test, uniqueEmail } from './support/test.js';
import { signInThroughApi } from './support/session.js';
import { monthFromNow, seeder } from './support/insights-seed.js';

test(
  'statistics show the seeded totals of the selected month and follow the month picker',
  { tag: ['@statistics', '@smoke'] },
  async ({ page, request }) => {
    const user = await signInThroughApi(page, request, uniqueEmail('insights-stats'), 'סטטיסטיקה');
    const seed = seeder(request, user);
    const [current, previous] = [monthFromNow(0), monthFromNow(-1)];
    await seed.outcome(`${current}-01`, 150.25, 'שופרסל');
    await seed.outcome(`${current}-01`, 49.75, 'תחנת דלק', 'תחבורה ודלק');
    await seed.outcome(`${previous}-10`, 320.4, 'רמי לוי');

    await page.goto('/statistics');
    const statistics = page.getByTestId('statistics');
    await expect(statistics).toHaveAttribute('data-month', current);
    const expenses = page.getByTestId('total-expenses');
    await expect(expenses).toHaveAttribute('data-value', '200');
    await expect(expenses).toContainText('200.00');
    // Five charts, each one image drawn as SVG.
    await expect(statistics.locator('figure svg[role="img"]')).toHaveCount(5);
    // The screen-reader table of the category chart carries the same figures.
    const table = page.getByTestId('table-by-category');
    await expect(table.getByRole('row', { name: /מזון וסופר/ })).toContainText('150.25');
    await expect(table.getByRole('row', { name: /תחבורה ודלק/ })).toContainText('49.75');

    // The shell's month picker publishes selectedDate$; the page reloads that month.
    await page.getByRole('banner').getByRole('button', { name: 'החודש הקודם', exact: true }).click();
    await expect(statistics).toHaveAttribute('data-month', previous);
    await expect(expenses).toHaveAttribute('data-value', '320.4');
    await expect(expenses).toContainText('320.40');
    await expect(
      page.getByTestId('table-by-category').getByRole('row', { name: /מזון וסופר/ }),
    ).toContainText('320.40');
  },
);
