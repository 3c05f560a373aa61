// Writes the static HTML of the public pages with their real content (see src/prerender/render.tsx), so the first
// paint is the page a person came for instead of an empty <div> waiting for the JavaScript.
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { JSDOM } from 'jsdom';
import { COMPILE_HINT, precompressFile, STARTUP_SCRIPTS_FILE } from '@kaspit/mf-config';
import { bundlePageScript, cspHash, pageHeads, writePageScript } from './page-scripts.mjs';

const shellDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(shellDir, 'dist');
/** The start-up preloads this script writes into the app page (`data-startup` marks them as its own). */
const STARTUP_PRELOAD = /<link [^>]*data-startup[^>]*>/g;

/** Writes a page (`file` inside dist) with its brotli and gzip copies, replacing any an earlier step made. */
async function writePage(file, html) {
  const target = path.join(dist, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, html);
  await precompressFile(target);
}

// The shell's modules read storage and the location as a browser page would; a blank document stands in.
const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location']) {
  Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
}

/** Bundles one of the shell's modules for Node (to render its markup here) and imports it. */
async function importForNode(work, entry) {
  const outfile = path.join(work, `${path.basename(entry).replace(/\.tsx?$/, '')}.mjs`);
  await build({
    entryPoints: [path.join(shellDir, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    logLevel: 'warning',
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  return import(pathToFileURL(outfile).href);
}

const work = await mkdtemp(path.join(tmpdir(), 'kaspit-prerender-'));
try {
  const { APP_AT_ONCE_ROUTES, PRERENDERED_ROUTES, renderVisitorPage } = await importForNode(
    work,
    'src/prerender/render.tsx',
  );

  // Every page's stylesheet is minified; the signed-in pages (app.html and /main) also get the theme script, which
  // the CSP lets run by its hash (inline-scripts.json, read by the API's security headers). Start-up preloads left
  // by an earlier run are dropped: only the app page gets them, afresh.
  const page = (await readFile(path.join(dist, 'app.html'), 'utf8')).replace(STARTUP_PRELOAD, '');
  if (!page.includes('<div id="root"></div>')) throw new Error('app.html has no empty #root to fill');
  const { visitor: template, signedIn: signedInTemplate, scriptHashes } = await pageHeads(page);
  const appScript = /<script defer="defer" src="([^"]+)"><\/script>/.exec(template);
  if (!appScript) throw new Error('app.html has no deferred entry script to replace');
  // The app page (the signed-in routes but `/main`) draws nothing before the app has started, and its start-up
  // finds its scripts one import after another: named here, they are fetched alongside the entry (at its low
  // priority, after it), and run in the same steps as before (StartupScriptsPlugin lists them).
  const startupScripts = JSON.parse(await readFile(path.join(dist, STARTUP_SCRIPTS_FILE), 'utf8')).main;
  const preloads = startupScripts
    .map((file) => `<link rel="preload" as="script" href="/${file}" fetchpriority="low" data-startup>`)
    .join('');
  const appPage = signedInTemplate.replace(appScript[0], () => `${appScript[0]}${preloads}`);
  await writePage('app.html', appPage);
  // The sign-in popup's landing page runs no start-up (src/index.ts): the app page without the preloads.
  await writePage('auth/callback/index.html', signedInTemplate);
  // Which remote draws each route: the API names that remote's files in the route's page (preloads), so they are
  // fetched while the shell starts rather than one after another once it runs.
  const { areas } = await importForNode(work, 'src/areas.ts');
  const routes = Object.fromEntries(areas.map(({ route, remote }) => [route, remote]));
  await writeFile(path.join(dist, 'remote-routes.json'), `${JSON.stringify({ routes }, null, 2)}\n`);
  // The prerendered pages' start script, with the app's entry written in (src/start/visitor-start.ts).
  const { file: startScript } = await writePageScript(dist, 'src/start/visitor-start.ts', 'visitor-start', {
    define: { __KASPIT_APP_SCRIPT__: JSON.stringify(appScript[1]) },
  });
  // Asked for once the page has painted, by the one inline script the prerendered pages carry (allowed by its hash).
  const loader = await bundlePageScript('src/start/visitor-loader.ts');
  scriptHashes.push(cspHash(loader));
  for (const route of PRERENDERED_ROUTES) {
    // app.html already carries the shell's stylesheet inline, so the first paint looks like the app; the page's
    // start script loads the app when the visitor shows an intent to use it (src/start/visitor-start.ts).
    const at = APP_AT_ONCE_ROUTES.includes(route) ? ' data-app="at-once"' : '';
    const html = template
      .replace('<div id="root"></div>', `<div id="root">${renderVisitorPage(route)}</div>`)
      .replace(appScript[0], '')
      .replace('</body>', () => `<script data-src="/${startScript}"${at}>${loader}</script></body>`);
    // For `/`, this replaces the copies webpack's precompression made of the empty page.
    await writePage(path.join(route, 'index.html'), html);
  }
  console.log(`prerendered ${PRERENDERED_ROUTES.join(', ')}`);
  await writeFile(path.join(dist, 'inline-scripts.json'), `${JSON.stringify({ scriptHashes }, null, 2)}\n`);

  // `/main` and each remote's route, pages of their own (`main/index.html`, `records/index.html`, … served for the
  // route as the public pages' are): the frame as the app's first render commits it, in a <template>, and the
  // script that shows it with the stored user's name before any of the app's JavaScript (see
  // src/first-paint/signed-in-frame.ts). On a remote's route the frame holds the area's heading where the remote
  // will draw its own. The script is a small file of its own, content-hashed (cached for a year), loaded
  // parser-blocking right after `#root`: the page's first paint is the frame. The page names no other script for the
  // browser to fetch: the frame script asks for the app's entry and start-up chunks once the frame is on screen,
  // from the list written here (src/first-paint/app-start.ts). Deeper addresses (`/records/2026-03`) keep
  // `app.html`, the empty app page.
  const { signedInFrameTemplate } = await importForNode(work, 'src/prerender/signed-in-frame.tsx');
  // Compiled while it streams in, as the shell's chunks are (it all runs at once).
  const paint = await writePageScript(dist, 'src/first-paint/paint.ts', 'first-paint', {
    banner: { js: COMPILE_HINT },
  });
  const framed = ['/main', ...areas.map(({ route }) => route)];
  for (const route of framed) {
    // An area's page starts the app there and then, as app.html does, so it names the start-up chunks too; `/main`
    // paints its whole first view from the HTML, and its entry finds its chunks as it runs.
    const start = {
      entry: appScript[1],
      preloads: route === '/main' ? [] : startupScripts.map((f) => `/${f}`),
    };
    const html = signedInTemplate
      .replace(appScript[0], '')
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root"></div>${signedInFrameTemplate(route)}` +
          `<script type="application/json" id="app-start">${JSON.stringify(start).replace(/</g, '\\u003c')}</script>` +
          `<script src="/${paint.file}"></script>`,
      );
    await writePage(path.join(route, 'index.html'), html);
  }
  console.log(`${framed.join(', ')} paint their frame (${paint.file}, ${paint.bytes} bytes)`);
} finally {
  await rm(work, { recursive: true, force: true });
}
// The shell's modules leave session listeners (storage events, timers) that would keep Node running.
dom.window.close();
process.exit(0);
