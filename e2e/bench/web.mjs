// `npm run bench:web`: starts the built app as `npm start` does and prints, for `/` (a visitor), `/main` and each
// remote route (signed in): the JavaScript transferred on a first visit (all of it, and the remote's own), the
// bytes a second visit transfers apart from API data, and Lighthouse's mobile performance score with LCP, TBT
// and CLS on a first visit and LCP on a repeat visit (median of BENCH_RUNS, default 5, with the range of scores
// and Lighthouse's benchmark index), driving Debian's Chromium. Each route's runs alternate with runs of a page of
// one heading served by the same server with the same headers: its figures are the machine's floor at that moment,
// printed beside the route's; a run Lighthouse failed to record is made again. First, what a fresh page of memory
// costs this machine. BENCH_ROUTES=/,/main limits the routes; BENCH_LHR_DIR=<folder> keeps every Lighthouse report
// with the trace and the protocol log it was made from.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, signedInSession, storeSession } from './bench-session.mjs';

// Lighthouse (with chrome-launcher and puppeteer-core, its dependencies) is optional: without it the byte figures
// are still printed.
const lighthouseModules = await Promise.all([
  import('lighthouse'),
  import('chrome-launcher'),
  import('puppeteer-core'),
]).catch(() => undefined);

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8199);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROUTES = [
  { route: '/', signedIn: false },
  // The welcome page loads the app on the first intent: what a visitor's first touch brings (bytes only).
  { route: '/', label: '/ + first touch', signedIn: false, touch: true },
  { route: '/main', signedIn: true },
  ...[
    ['/statistics', 'mfe-statistics'],
    ['/ai', 'mfe-statistics'],
    ['/records', 'mfe-records'],
    ['/search', 'mfe-records'],
    ['/budgets', 'mfe-budgets'],
    ['/discounts', 'mfe-discounts'],
    ['/data-management', 'mfe-data-management'],
    ['/personal-area', 'mfe-personal-area'],
  ].map(([route, remote]) => ({ route, remote, signedIn: true })),
].filter(({ route }) => !process.env.BENCH_ROUTES || process.env.BENCH_ROUTES.split(',').includes(route));

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The reference: one heading, no script, served by the app's server with the app's headers. */
const REFERENCE = '/bench-reference';

/**
 * The site as built, seen through links, plus the reference page as one more prerendered page of the shell, so the
 * server gives it the same headers (security, caching, compression) as the app's pages.
 */
function siteWithReference() {
  const root = mkdtempSync(path.join(tmpdir(), 'kaspit-bench-site-'));
  for (const name of readdirSync(repoRoot))
    if (name.startsWith('mfe-') || name === 'remotes.json')
      symlinkSync(path.join(repoRoot, name), path.join(root, name));
  const shellDist = path.join(root, 'shell', 'dist');
  mkdirSync(path.join(shellDist, REFERENCE), { recursive: true });
  for (const name of readdirSync(path.join(repoRoot, 'shell', 'dist')))
    symlinkSync(path.join(repoRoot, 'shell', 'dist', name), path.join(shellDist, name));
  writeFileSync(
    path.join(shellDist, REFERENCE, 'index.html'),
    '<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>כספית</title></head><body><h1>כספית</h1></body></html>',
  );
  return root;
}

function startServer(staticRoot) {
  const server = spawn(
    process.execPath,
    [fileURLToPath(new URL('../../api/dist/server.js', import.meta.url))],
    {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kaspit-bench-web-')),
        STATIC_ROOT: staticRoot,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return server;
}

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the app did not start');
}

const session = () => signedInSession(ORIGIN);

/** Bytes on the wire (headers included) per request of one page load, from the DevTools protocol. */
async function transfers(page, url, remote, touch = false) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    requests.set(requestId, { url: response.url, type, bytes: 0 }),
  );
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.bytes = encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (touch) {
    await page.getByRole('banner').getByRole('button', { name: 'התחברות' }).hover();
    await page.waitForFunction(() => '__KASPIT_REACT__' in globalThis);
  }
  // A remote mounts after the page is idle once; its heading says its code has arrived.
  if (remote) await page.getByTestId(`remote-${remote}`).getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await cdp.detach();
  return [...requests.values()];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Microseconds to touch a page of memory the process has not used before (median of three 64 MB runs). Chromium's
 * renderer takes thousands of such page faults on every navigation (an empty page: about 2,700 on its main thread),
 * before any of the page's own work, so this figure moves Lighthouse's blocking time from one machine to another.
 */
function pageFaultMicros() {
  const PAGE = 4096;
  const SIZE = 64 * 1024 * 1024;
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const start = process.hrtime.bigint();
    const buffer = Buffer.allocUnsafeSlow(SIZE);
    for (let at = 0; at < SIZE; at += PAGE) buffer[at] = 1;
    runs.push(Number(process.hrtime.bigint() - start) / 1000 / (SIZE / PAGE));
  }
  return median(runs);
}

async function bytesOf(browser, { route, remote, signedIn, touch }, login) {
  const context = await browser.newContext({ locale: 'he-IL' });
  if (signedIn) await context.addInitScript(storeSession, login);
  const page = await context.newPage();
  const first = await transfers(page, ORIGIN + route, remote, touch);
  const second = await transfers(page, ORIGIN + route, remote, touch);
  await context.close();
  const scripts = first.filter((r) => r.type === 'Script');
  return {
    js: scripts.reduce((sum, r) => sum + r.bytes, 0),
    remoteJs: remote
      ? scripts.filter((r) => r.url.includes(`/remotes/${remote}/`)).reduce((sum, r) => sum + r.bytes, 0)
      : undefined,
    again: second
      .filter((r) => !new URL(r.url).pathname.startsWith('/api/'))
      .reduce((sum, r) => sum + r.bytes, 0),
  };
}

/** One Lighthouse run (mobile, simulated 4G and 4× CPU) of `url` in `page`, the figures the table prints. */
async function lighthouseRun(lighthouse, port, page, url, keepStorage, reportName) {
  const { lhr, artifacts } = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: keepStorage,
    },
    undefined,
    page,
  );
  // BENCH_LHR_DIR keeps each run's full Lighthouse report, to see what the figures are made of.
  if (process.env.BENCH_LHR_DIR) {
    mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    writeFileSync(path.join(process.env.BENCH_LHR_DIR, `${reportName}.json`), JSON.stringify(lhr));
    // The trace the figures were simulated from: what each main-thread task of the page was (DevTools opens it).
    writeFileSync(
      path.join(process.env.BENCH_LHR_DIR, `${reportName}.trace.json`),
      JSON.stringify(artifacts.Trace ?? artifacts.traces?.defaultPass),
    );
    // And the protocol's log of its requests, from which the simulation takes each request (cached or not).
    writeFileSync(
      path.join(process.env.BENCH_LHR_DIR, `${reportName}.devtoolslog.json`),
      JSON.stringify(artifacts.DevtoolsLog ?? artifacts.devtoolsLogs?.defaultPass),
    );
  }
  return {
    // Lighthouse failed to record the run (NO_NAVSTART, say): no measurement, though its score reads 0.
    failed: lhr.runtimeError?.code,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    // Lighthouse's own measure of the machine's speed at that run (higher is faster).
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // What TBT is made of: the main thread's script evaluation under the simulated slowdown.
    script:
      lhr.audits['mainthread-work-breakdown'].details?.items?.find((i) => i.group === 'scriptEvaluation')
        ?.duration ?? 0,
  };
}

/** Longest wait for the first visit's service worker: the app registers it at most 30 s after the load event. */
const SERVICE_WORKER_WAIT_MS = 45_000;

/** In the page: resolves once its service worker is active, or throws after `waitMs`. */
function serviceWorkerReady(waitMs) {
  return Promise.race([
    navigator.serviceWorker.ready.then(() => undefined),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('no service worker became active')), waitMs),
    ),
  ]);
}

const summary = (runs) => ({
  score: median(runs.map((s) => s.score)),
  lowest: Math.min(...runs.map((s) => s.score)),
  highest: Math.max(...runs.map((s) => s.score)),
  benchmarkIndex: median(runs.map((s) => s.benchmarkIndex)),
  lcp: median(runs.map((s) => s.lcp)),
  tbt: median(runs.map((s) => s.tbt)),
  cls: median(runs.map((s) => s.cls)),
  script: median(runs.map((s) => s.script)),
});

/**
 * BENCH_RUNS rounds, each: the reference page, and the route's first visit in a fresh profile (nothing cached, no
 * service worker; a signed-in person's session already in storage) followed by a repeat visit in the same profile
 * (its HTTP cache and service worker kept). The reference comes first in even rounds and last in odd ones, so
 * whatever a round's order leaves behind (a closed profile being deleted, a worker still installing) falls on both
 * alike. One unmeasured run of the reference comes before the first round: a freshly launched Chromium spends its
 * first seconds starting its own pages, which would otherwise land in the first measured run.
 */
async function lighthouseRuns({ route, signedIn }, login) {
  const [{ default: lighthouse }, chromeLauncher, { default: puppeteer }] = lighthouseModules;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const runs = { reference: [], first: [], repeat: [] };
  const name = route.replace(/\//g, '_') || '_';
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    // A run Lighthouse failed to record is made again from the start (a fresh profile), at most twice.
    const measured = async (attempt, label) => {
      for (let tries = 1; ; tries++) {
        const results = await attempt();
        const failed = results.find((result) => result.failed)?.failed;
        if (!failed || tries === 3) return results;
        console.error(`${label}: Lighthouse did not record the run (${failed}); measuring it again`);
      }
    };
    const referenceRun = async (reportName) => {
      const context = await browser.createBrowserContext();
      const result = await lighthouseRun(
        lighthouse,
        chrome.port,
        await context.newPage(),
        ORIGIN + REFERENCE,
        false,
        reportName,
      );
      await context.close();
      return result;
    };
    const routeRuns = async (run) => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      // A signed-in person's session is in the origin's storage before they come, as after signing in. It is put
      // there from the reference page (which runs nothing), not by a script injected into every document of the
      // measured page: that script would run inside the page's own start (its commit, before the HTML is parsed),
      // and on the repeat visit it would write the first visit's tokens back over the ones the app rotated.
      if (signedIn) {
        await page.goto(ORIGIN + REFERENCE);
        await page.evaluate(storeSession, await login());
      }
      // The fresh profile has nothing cached; the storage reset is left out only to keep that session.
      const first = await lighthouseRun(
        lighthouse,
        chrome.port,
        page,
        ORIGIN + route,
        signedIn,
        `${name}-first-${run}`,
      );
      // The person comes back: what the first visit cached (and the service worker it installed) stays. The app
      // installs its worker once the page has settled, which can be after Lighthouse's run has ended; a person who
      // comes back later finds it installed, so the repeat visit waits for it too (the visitor's page has none).
      if (signedIn) await page.evaluate(serviceWorkerReady, SERVICE_WORKER_WAIT_MS);
      const repeat = await lighthouseRun(
        lighthouse,
        chrome.port,
        page,
        ORIGIN + route,
        true,
        `${name}-repeat-${run}`,
      );
      await context.close();
      return [first, repeat];
    };
    const reference = async (run) => {
      const [result] = await measured(
        async () => [await referenceRun(`${name}-reference-${run}`)],
        `${route} reference`,
      );
      runs.reference.push(result);
    };
    await referenceRun(`${name}-warm-up`);
    for (let run = 0; run < RUNS; run++) {
      if (run % 2 === 0) await reference(run);
      const [first, repeat] = await measured(() => routeRuns(run), route);
      runs.first.push(first);
      runs.repeat.push(repeat);
      if (run % 2 === 1) await reference(run);
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
  }
  return { reference: summary(runs.reference), first: summary(runs.first), repeat: summary(runs.repeat) };
}

const site = siteWithReference();
const server = startServer(site);
try {
  await waitForHealth();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; a new page of memory costs ${pageFaultMicros().toFixed(1)} µs to touch`,
  );
  console.log(
    `route             JS 1st visit  remote's own  2nd visit  Lighthouse (median of ${RUNS}): score (range)  LCP  TBT  CLS  script evaluation  benchmark index | repeat visit LCP | reference: score  LCP  TBT`,
  );
  for (const target of ROUTES) {
    const login = await session();
    const bytes = await bytesOf(browser, target, login);
    const lh =
      RUNS > 0 && lighthouseModules && !target.touch ? await lighthouseRuns(target, session) : undefined;
    console.log(
      [
        (target.label ?? target.route).padEnd(17),
        kb(bytes.js).padStart(12),
        (bytes.remoteJs === undefined ? '—' : kb(bytes.remoteJs)).padStart(13),
        kb(bytes.again).padStart(10),
        lh
          ? `   ${String(lh.first.score).padStart(3)} (${lh.first.lowest}–${lh.first.highest})  ${(lh.first.lcp / 1000).toFixed(2)} s  ${Math.round(lh.first.tbt)} ms  ${lh.first.cls.toFixed(3)}  ${Math.round(lh.first.script)} ms  ${Math.round(lh.first.benchmarkIndex)} | ${(lh.repeat.lcp / 1000).toFixed(2)} s | ${lh.reference.score} (${lh.reference.lowest}–${lh.reference.highest})  ${(lh.reference.lcp / 1000).toFixed(2)} s  ${Math.round(lh.reference.tbt)} ms`
          : '',
      ].join(' '),
    );
  }
  await browser.close();
  if (!lighthouseModules)
    console.log('Lighthouse is not installed: `npm install -D lighthouse -w @kaspit/e2e`.');
} finally {
  server.kill('SIGTERM');
  rmSync(site, { recursive: true, force: true });
}
