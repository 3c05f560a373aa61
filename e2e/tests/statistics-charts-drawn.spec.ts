import type { Locator } from '@playwright/test';
import { expect, test, uniqueEmail } from './support/test.js';
import { signInThroughApi } from './support/session.js';
import { monthFromNow, seeder } from './support/insights-seed.js';

/** What the chart's canvas shows, as an image; the same for a canvas nothing was drawn on as for a blank one. */
const picture = (chart: Locator) => chart.locator('canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL());
const blank = (chart: Locator) =>
  chart.locator('canvas').evaluate((c: HTMLCanvasElement) => {
    const empty = document.createElement('canvas');
    [empty.width, empty.height] = [c.width, c.height];
    return c.toDataURL() === empty.toDataURL();
  });

test.describe('statistics charts on a phone', { tag: ['@statistics'] }, () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('each chart is drawn as it comes near the screen, keeps its size, and is redrawn in dark mode', async ({
    page,
    request,
  }) => {
    const user = await signInThroughApi(page, request, uniqueEmail('charts-drawn'), 'גרפים');
    const seed = seeder(request, user);
    const current = monthFromNow(0);
    await seed.outcome(`${current}-01`, 150.25, 'שופרסל');
    await seed.outcome(`${current}-02`, 49.75, 'תחנת דלק', 'תחבורה ודלק');
    await seed.outcome(`${monthFromNow(-1)}-10`, 320.4, 'רמי לוי');

    await page.goto('/statistics');
    await expect(page.getByTestId('total-expenses')).toHaveAttribute('data-value', '200');
    const ids = ['by-category', 'by-payment-method', 'daily', 'trend', 'net'];
    const charts = ids.map((id) => page.getByTestId(`chart-${id}`));
    const first = charts[0]!;
    const last = charts[ids.length - 1]!;
    await expect.poll(() => blank(first), { timeout: 15_000 }).toBe(false);
    // The last chart is screens below: it waits until the person scrolls towards it.
    expect(await blank(last)).toBe(true);
    const sizes = await Promise.all(charts.map((c) => c.locator('canvas').boundingBox()));

    for (const chart of charts) {
      await chart.scrollIntoViewIfNeeded();
      await expect.poll(() => blank(chart), { timeout: 15_000 }).toBe(false);
    }
    // Drawing did not move or resize anything (no layout shift).
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await Promise.all(charts.map((c) => c.locator('canvas').boundingBox()))).toEqual(sizes);

    const light = await picture(first);
    await page.getByRole('button', { name: 'מצב כהה' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect.poll(() => picture(first), { timeout: 15_000 }).not.toBe(light);
    expect(await blank(first)).toBe(false);
  });
});
