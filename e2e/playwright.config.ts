import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, type ReporterDescription } from '@playwright/test';

/**
 * Two ways to run: against the suite's own server (`npm start`'s, on E2E_PORT with a fresh DATA_DIR), or, with
 * E2E_BASE_URL, against a deployment that is already running — then no server is started, and the tests that need
 * the server's internals are left out with their reason (see tests/support/test.ts).
 */
const deployment = process.env.E2E_BASE_URL?.replace(/\/$/, '');
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = deployment ?? `http://127.0.0.1:${port}`;
// Playwright evaluates this file in every worker too; only the main process starts the server, and the workers
// inherit the data directory it chose (the bulk seeders write to its store).
const dataDir = deployment
  ? undefined
  : (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'kaspit-e2e-')));
// What tests of several workers build once per run (the previous release, for the version-skew tests) goes here; the
// first to need it makes it, and the global teardown removes it. Named, not made, here: workers inherit the name.
process.env.E2E_RUN_DIR ??= path.join(tmpdir(), `kaspit-e2e-run-${process.pid}-${Date.now().toString(36)}`);
/** Where the HTML report, the JUnit file and every failure's trace, screenshot and console go. */
const reports = path.resolve(import.meta.dirname, process.env.E2E_REPORTS_DIR ?? 'reports');

const reporter: ReporterDescription[] = [
  [process.env.CI ? 'line' : 'list'],
  ['html', { outputFolder: path.join(reports, 'html'), open: 'never' }],
  ['junit', { outputFile: path.join(reports, 'junit.xml') }],
  [path.join(import.meta.dirname, 'reporters/left-out.ts')],
  [path.join(import.meta.dirname, 'reporters/failures-at-end.ts')],
];

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(reports, 'artifacts'),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Every test signs in its own person and makes its own data, so tests of one file run side by side too.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  retries: 0,
  reporter,
  globalSetup: path.join(import.meta.dirname, 'tests/support/global-setup.ts'),
  globalTeardown: path.join(import.meta.dirname, 'tests/support/global-teardown.ts'),
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'he-IL',
    // Evidence of a failure: its trace (network, DOM snapshots, console, steps), a screenshot of the end state,
    // and the browser console attached by tests/support/test.ts. Nothing is kept for a passing test.
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: deployment
    ? undefined
    : {
        // Exactly what `npm start` runs once the build is done.
        command: 'node ../api/dist/server.js',
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir!,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'test',
        },
      },
});
