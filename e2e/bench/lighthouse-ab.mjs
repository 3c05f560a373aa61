// `node e2e/bench/lighthouse-ab.mjs <route> <rounds> <name>=<shell dist>[+mfe-x:<its dist>] … [reference]`: Lighthouse first visits
// (mobile, simulated throttling) of one route, alternating between builds of the shell, each served by its own
// server beside the repository's remotes, with `reference` (the one-heading page `npm run bench:web` measures) as
// one more variant if named. Each round runs every variant once, in turn and in reverse turn on the next round, so
// a machine that gets busier or quieter moves them all alike: on a noisy machine, comparing two builds is only
// worth anything run this way. Prints every run and each variant's median score, TBT and LCP. Copy a build's
// `shell/dist` aside before building the next one. BENCH_LHR_DIR=<folder> keeps each run's report, trace and
// protocol log, for `lantern-paths.mjs`.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, signedInSession, storeSession } from './bench-session.mjs';

const [route, rounds, ...named] = process.argv.slice(2);
if (!route || !Number(rounds) || named.length === 0) {
  console.error(
    'usage: node e2e/bench/lighthouse-ab.mjs /main 6 before=/tmp/dist-a after=/tmp/dist-b [reference]',
  );
  process.exit(2);
}
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REFERENCE_PAGE =
  '<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>כספית</title></head><body><h1>כספית</h1></body></html>';

/**
 * A site as the server serves it: the remotes as built (or a variant's own build of one, `+mfe-x:<its dist>`), and
 * this variant's shell with the reference page added.
 */
function siteOf(shellDist, remoteDists = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'kaspit-ab-site-'));
  for (const name of readdirSync(repoRoot)) {
    if (remoteDists[name]) {
      mkdirSync(path.join(root, name));
      symlinkSync(remoteDists[name], path.join(root, name, 'dist'));
    } else if (name.startsWith('mfe-') || name === 'remotes.json')
      symlinkSync(path.join(repoRoot, name), path.join(root, name));
  }
  cpSync(shellDist, path.join(root, 'shell', 'dist'), { recursive: true });
  mkdirSync(path.join(root, 'shell', 'dist', 'bench-reference'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'bench-reference', 'index.html'), REFERENCE_PAGE);
  return root;
}

const variants = named.map((spec, i) => {
  const [name, dists] =
    spec === 'reference' ? ['reference', path.join(repoRoot, 'shell', 'dist')] : spec.split('=');
  const [dist, ...remotes] = dists.split('+');
  const remoteDists = Object.fromEntries(remotes.map((remote) => remote.split(':')));
  const port = 8301 + i;
  const server = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kaspit-ab-data-')),
      STATIC_ROOT: siteOf(dist, remoteDists),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    name,
    server,
    origin,
    url: origin + (name === 'reference' ? '/bench-reference' : route),
    runs: [],
  };
});

async function healthy({ origin }) {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} did not start`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await Promise.all(variants.map(healthy));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
try {
  for (let round = 0; round < Number(rounds); round++) {
    for (const variant of round % 2 ? [...variants].reverse() : variants) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (variant.name !== 'reference') {
        await page.goto(`${variant.origin}/bench-reference`);
        await page.evaluate(storeSession, await signedInSession(variant.origin));
      }
      const settings = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      };
      const { lhr, artifacts } = await lighthouse(
        variant.url,
        { ...settings, disableStorageReset: true },
        undefined,
        page,
      );
      if (lhr.runtimeError) {
        // Lighthouse did not record the run (NO_NAVSTART, say): its 0 is no measurement, so it is left out.
        console.log(`round ${round} ${variant.name}: not recorded (${lhr.runtimeError.code}), left out`);
        await context.close();
        continue;
      }
      const run = {
        score: Math.round(lhr.categories.performance.score * 100),
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
        lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      };
      variant.runs.push(run);
      console.log(`round ${round} ${variant.name}: score ${run.score}, TBT ${run.tbt} ms, LCP ${run.lcp} ms`);
      if (process.env.BENCH_LHR_DIR) {
        const base = path.join(
          process.env.BENCH_LHR_DIR,
          `${variant.name}${route.replace(/\//g, '_')}-${round}`,
        );
        mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
        writeFileSync(`${base}.json`, JSON.stringify(lhr));
        writeFileSync(`${base}.trace.json`, JSON.stringify(artifacts.Trace));
        writeFileSync(`${base}.devtoolslog.json`, JSON.stringify(artifacts.DevtoolsLog));
      }
      await context.close();
    }
  }
  for (const { name, runs } of variants) {
    const scores = runs.map((r) => r.score);
    console.log(
      `${name}: score ${median(scores)} (${Math.min(...scores)}–${Math.max(...scores)}), ` +
        `TBT ${median(runs.map((r) => r.tbt))} ms, LCP ${median(runs.map((r) => r.lcp))} ms`,
    );
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  for (const { server } of variants) server.kill();
}
