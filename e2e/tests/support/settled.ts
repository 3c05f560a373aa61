import type { Page } from '@playwright/test';

/**
 * Resolves once the page has nothing left to paint: its fonts loaded, two frames drawn (the charts draw on the
 * frame after the theme is applied) and every finite CSS animation or transition finished.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
