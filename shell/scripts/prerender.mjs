// Writes the static HTML of the public pages with their real content (see src/prerender/render.tsx), so the first
// paint is the page a person came for instead of an empty <div> waiting for the JavaScript.
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { JSDOM } from 'jsdom';
import { precompressFile } from '@kaspit/mf-config';

const shellDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(shellDir, 'dist');

// The shell's modules read storage and the location as a browser page would; a blank document stands in.
const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location']) {
  Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
}

const work = await mkdtemp(path.join(tmpdir(), 'kaspit-prerender-'));
try {
  const bundle = path.join(work, 'render.mjs');
  await build({
    entryPoints: [path.join(shellDir, 'src/prerender/render.tsx')],
    outfile: bundle,
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
  const { PRERENDERED_ROUTES, renderVisitorPage } = await import(pathToFileURL(bundle).href);

  const template = await readFile(path.join(dist, 'app.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('app.html has no empty #root to fill');
  for (const route of PRERENDERED_ROUTES) {
    // app.html already carries the shell's stylesheet inline, so the first paint looks like the app.
    const html = template.replace(
      '<div id="root"></div>',
      `<div id="root">${renderVisitorPage(route)}</div>`,
    );
    const folder = route === '/' ? dist : path.join(dist, route);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'index.html'), html);
    // Replaces the copies webpack's precompression made of the empty page.
    await precompressFile(path.join(folder, 'index.html'));
  }
  console.log(`prerendered ${PRERENDERED_ROUTES.join(', ')}`);
} finally {
  await rm(work, { recursive: true, force: true });
}
// The shell's modules leave session listeners (storage events, timers) that would keep Node running.
dom.window.close();
process.exit(0);
