import { writeFile } from 'node:fs/promises';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

export { expect };

/** The deployment the suite runs against (E2E_BASE_URL), or undefined when it runs its own server. */
export const deployment = process.env.E2E_BASE_URL;

/**
 * Playwright's `test` with the browser console of every page the test opened kept, and attached to the test when it
 * fails (beside the trace and the screenshot the config keeps), so a failure in CI shows what the app logged.
 */
export const test = base.extend<{ browserConsole: void }>({
  browserConsole: [
    async ({ context }, use, testInfo) => {
      const lines: string[] = [];
      const started = Date.now();
      const stamp = () => `+${((Date.now() - started) / 1000).toFixed(1)}s`;
      const watch = (page: Page) => {
        page.on('console', (message: ConsoleMessage) => {
          const { url, lineNumber } = message.location();
          lines.push(
            `${stamp()} [${message.type()}] ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`,
          );
        });
        page.on('pageerror', (error) => lines.push(`${stamp()} [uncaught] ${error.stack ?? error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        // A file beside the trace and the screenshot, so the JUnit report names it too.
        const file = testInfo.outputPath('browser-console.txt');
        await writeFile(file, lines.length ? `${lines.join('\n')}\n` : '(the browser logged nothing)\n');
        await testInfo.attach('browser-console', { path: file, contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});

/**
 * Declares that the calling test (or, called at the top of a file or describe, every test there) needs the
 * suite's own server — to kill it, read its data directory, start another one or another store. Against a
 * deployment (E2E_BASE_URL) those tests are left out with `reason`, which the run lists at its end.
 */
export function needsLocalServer(reason: string): void {
  test.skip(Boolean(deployment), `needs the suite's own server: ${reason}`);
}

/**
 * An e-mail address no other test, worker, repetition or earlier run against the same deployment uses, so each
 * test signs in a person of its own.
 */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Declares that the calling test signs a person in through the development identity provider. A deployment that
 * does not run it (production signs in with Google only) leaves the test out with that reason; the suite's own
 * server always runs it.
 */
export function needsDevelopmentSignIn(): void {
  const provider = process.env.E2E_SIGN_IN;
  test.skip(
    Boolean(provider) && provider !== 'development',
    `signs in through the development identity provider, which this deployment does not run (it signs in with ${provider})`,
  );
}
