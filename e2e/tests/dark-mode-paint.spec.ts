import { expect, test } from './support/test.js';

test(
  'a visitor who chose dark mode gets the welcome page dark once its start script has run, without the app',
  { tag: ['@public', '@shell'] },
  async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('isDarkMode', 'true'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => '__KASPIT_REACT__' in globalThis)).toBe(false);
  },
);

test(
  'a dark-mode person gets the signed-in pages dark from their first paint, before any script file arrives',
  { tag: ['@shell'] },
  async ({ page }) => {
    const refused: string[] = [];
    page.on(
      'console',
      (message) => /Content Security Policy/.test(message.text()) && refused.push(message.text()),
    );
    // No script file arrives: only what the HTML itself carries can set the theme.
    await page.route(/\.js$/, (route) => route.abort());
    await page.addInitScript(() => localStorage.setItem('isDarkMode', 'true'));
    // /main (its own page) and /records (the app's empty page, as every other signed-in route).
    for (const route of ['/main', '/records']) {
      await page.goto(route);
      await expect(page.locator('html'), route).toHaveClass(/\bdark\b/);
      await expect(page.locator('body'), route).toHaveCSS('background-color', 'rgb(19, 24, 22)');
    }
    // The theme script ran under the page's CSP (allowed by its hash), not around it.
    expect(refused).toEqual([]);

    await page.addInitScript(() => localStorage.setItem('isDarkMode', 'false'));
    await page.goto('/records');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(246, 248, 247)');
  },
);
