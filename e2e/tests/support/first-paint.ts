import type { Page } from '@playwright/test';

/** The layout shifts the page has recorded so far (the CLS sum, without session windows). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

/**
 * Holds the app's chunks back (as a slow connection would) until the returned function is called, so a test can act
 * on the page as its HTML drew it.
 */
export async function holdAppChunks(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/\d+\.[0-9a-f]{12}\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** What the page reports as errors: uncaught ones and `console.error`. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

/** The largest-contentful-paint entries the page has reported so far, each with when it painted. */
export function largestPaints(page: Page): Promise<{ startTime: number; size: number }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        new PerformanceObserver((list) =>
          resolve(
            (list.getEntries() as (PerformanceEntry & { size: number })[]).map(({ startTime, size }) => ({
              startTime,
              size,
            })),
          ),
        ).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
}
