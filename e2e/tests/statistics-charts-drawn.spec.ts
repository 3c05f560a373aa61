import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './support/test.js';
import { signInThroughApi } from './support/session.js';
import { monthFromNow, seeder } from './support/insights-seed.js';

const IDS = ['by-category', 'by-payment-method', 'daily', 'trend', 'net'] as const;

/** The chart's drawn marks: its bars, or the dots of its lines. */
const marks = (chart: Locator) => chart.locator('svg [data-mark]');
const fillOf = (mark: Locator) => mark.evaluate((m) => getComputedStyle(m).fill);
const boxes = (page: Page) =>
  Promise.all(IDS.map((id) => page.getByTestId(`chart-${id}`).locator('svg').boundingBox()));

test.describe('statistics charts as SVG', { tag: ['@statistics'] }, () => {
  test('each chart shows its marks, keeps its size, and dark mode recolours it through CSS', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const user = await signInThroughApi(page, request, uniqueEmail('charts-drawn'), 'גרפים');
    const seed = seeder(request, user);
    const current = monthFromNow(0);
    await seed.outcome(`${current}-01`, 150.25, 'שופרסל');
    await seed.outcome(`${current}-02`, 49.75, 'תחנת דלק', 'תחבורה ודלק');
    await seed.outcome(`${monthFromNow(-1)}-10`, 320.4, 'רמי לוי');

    await page.goto('/statistics');
    await expect(page.getByTestId('total-expenses')).toHaveAttribute('data-value', '200');
    for (const id of IDS) {
      const chart = page.getByTestId(`chart-${id}`);
      // One image to screen readers, named after the chart; its shapes are not read one by one.
      await expect(chart.getByRole('img')).toHaveAccessibleName(
        await chart.locator('figcaption').innerText(),
      );
      await expect(marks(chart).filter({ visible: true }).first()).toBeVisible();
    }
    // A bar per category and series (spending and budget), per payment method and per month; a dot per month
    // and series on the trend.
    const rows = (id: string) => page.getByTestId(`table-${id}`).locator('tbody tr').count();
    await expect(marks(page.getByTestId('chart-by-category'))).toHaveCount(2 * (await rows('by-category')));
    await expect(marks(page.getByTestId('chart-by-payment-method'))).toHaveCount(
      await rows('by-payment-method'),
    );
    await expect(marks(page.getByTestId('chart-daily'))).toHaveCount(await rows('daily'));
    await expect(marks(page.getByTestId('chart-trend'))).toHaveCount(2 * (await rows('trend')));
    await expect(marks(page.getByTestId('chart-net'))).toHaveCount(await rows('trend'));
    // The category with more spending has the longer bar; both grow from the same right-hand edge.
    const names = await page.getByTestId('table-by-category').locator('tbody th').allInnerTexts();
    const spentBar = (name: string) =>
      page
        .getByTestId('chart-by-category')
        .locator(`[data-mark="bar"][data-series="0"][data-index="${names.indexOf(name)}"]`)
        .boundingBox();
    const [food, fuel] = [await spentBar('מזון וסופר'), await spentBar('תחבורה ודלק')];
    expect(food!.width).toBeGreaterThan(fuel!.width);
    expect(food!.x + food!.width).toBeCloseTo(fuel!.x + fuel!.width, 0);

    // Scrolling through the page moves no chart and changes no chart's size (nothing is drawn late).
    const sizes = await boxes(page);
    for (const id of IDS) await page.getByTestId(`chart-${id}`).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await boxes(page)).toEqual(sizes);
    for (const box of sizes) expect(box!.width).toBeGreaterThan(300);

    // Hovering a bar tells its category, amount and share.
    const methods = page.getByTestId('chart-by-payment-method');
    await methods.locator('[data-band="0"]').hover();
    const [, amount, share] = await page
      .getByTestId('table-by-payment-method')
      .locator('tbody tr')
      .first()
      .locator('th, td')
      .allInnerTexts();
    const tooltip = page.getByTestId('tooltip-by-payment-method');
    await expect(tooltip).toContainText(amount!);
    await expect(tooltip).toContainText(`(${share})`);

    // The first day of the month has the seeded 150.25.
    const bar = page.getByTestId('chart-daily').locator('[data-mark="bar"][data-index="0"]');
    const light = await fillOf(bar);
    const svgBefore = await page.getByTestId('chart-daily').locator('svg').innerHTML();
    await page.getByRole('button', { name: 'מצב כהה' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect.poll(() => fillOf(bar)).not.toBe(light);
    // The colour changed through CSS alone: the drawing itself is the same markup.
    expect(await page.getByTestId('chart-daily').locator('svg').innerHTML()).toBe(svgBefore);
  });

  test('on a 375 px phone no chart makes the page scroll sideways', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const user = await signInThroughApi(page, request, uniqueEmail('charts-phone'), 'טלפון');
    const seed = seeder(request, user);
    const current = monthFromNow(0);
    // A month of days and a large amount: the labels must be thinned and the axis fit, not pushed out.
    for (let day = 1; day <= 28; day += 1)
      await seed.outcome(`${current}-${String(day).padStart(2, '0')}`, 10 * day + 0.5, `קנייה ${day}`);
    await seed.outcome(`${current}-03`, 2100, 'ביטוח שנתי', 'ביטוח');

    await page.goto('/statistics');
    await expect(marks(page.getByTestId('chart-daily')).first()).toBeVisible();
    for (const id of IDS) {
      const box = await page.getByTestId(`chart-${id}`).locator('svg').boundingBox();
      expect(box!.x, id).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, id).toBeLessThanOrEqual(375);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Every day has its bar; its labels are thinned so none overlaps the next.
    await expect(marks(page.getByTestId('chart-daily'))).toHaveCount(
      await page.getByTestId('table-daily').locator('tbody tr').count(),
    );
    const dayLabels = await page
      .getByTestId('chart-daily')
      .locator('svg [data-axis="category"]')
      .evaluateAll((texts) =>
        texts
          .map((t) => t.getBoundingClientRect())
          .map((r) => [r.left, r.right])
          .sort((a, b) => a[0]! - b[0]!),
      );
    expect(dayLabels.length).toBeGreaterThan(3);
    for (let i = 1; i < dayLabels.length; i += 1)
      expect(dayLabels[i]![0]).toBeGreaterThanOrEqual(dayLabels[i - 1]![1]!);
  });
});
