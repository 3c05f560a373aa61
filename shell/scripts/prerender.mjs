// Writes the static HTML of the public pages with their real content (see src/prerender/render.tsx), so the first
// paint is the page a person came for instead of an empty <div> waiting for the JavaScript.
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { JSDOM } from 'jsdom';
import { COMPILE_HINT, precompressFile } from '@kaspit/mf-config';

const shellDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(shellDir, 'dist');

// The shell's modules read storage and the location as a browser page would; a blank document stands in.
const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location']) {
  Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
}

/** Bundles the prerendered pages' start script with the app's entry written in; returns its public path. */
async function writeStartScript(appScriptSrc) {
  const { outputFiles } = await build({
    entryPoints: [path.join(shellDir, 'src/start/visitor-start.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
    define: { __KASPIT_APP_SCRIPT__: JSON.stringify(appScriptSrc) },
    logLevel: 'warning',
  });
  const code = outputFiles[0].contents;
  const name = `visitor-start.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;
  await writeFile(path.join(dist, name), code);
  await precompressFile(path.join(dist, name));
  return `/${name}`;
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
  const { APP_AT_ONCE_ROUTES, PRERENDERED_ROUTES, renderVisitorPage } = await import(
    pathToFileURL(bundle).href
  );

  const template = await readFile(path.join(dist, 'app.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('app.html has no empty #root to fill');
  const appScript = /<script defer="defer" src="([^"]+)"><\/script>/.exec(template);
  if (!appScript) throw new Error('app.html has no deferred entry script to replace');
  const startScript = await writeStartScript(appScript[1]);
  for (const route of PRERENDERED_ROUTES) {
    // app.html already carries the shell's stylesheet inline, so the first paint looks like the app; the page's
    // start script loads the app when the visitor shows an intent to use it (src/start/visitor-start.ts).
    const html = template
      .replace('<div id="root"></div>', `<div id="root">${renderVisitorPage(route)}</div>`)
      .replace(
        appScript[0],
        `<script defer="defer" src="${startScript}"${APP_AT_ONCE_ROUTES.includes(route) ? ' data-app="at-once"' : ''}></script>`,
      );
    const folder = route === '/' ? dist : path.join(dist, route);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'index.html'), html);
    // Replaces the copies webpack's precompression made of the empty page.
    await precompressFile(path.join(folder, 'index.html'));
  }
  console.log(`prerendered ${PRERENDERED_ROUTES.join(', ')}`);

  // The signed-in page (`app.html`, after the public pages took it as their template): `/main`'s frame as the
  // app's first render commits it, in a <template>, and the script that shows it with the stored user's name
  // before the app's JavaScript arrives (see src/first-paint/signed-in-frame.ts). The script is a small file of
  // its own, content-hashed (cached for a year), loaded parser-blocking right after `#root`: the page's first
  // paint is the frame, and the script's work (its first `Intl` use loads ICU's data) is done before it.
  const frameBundle = path.join(work, 'signed-in-frame.mjs');
  await build({
    entryPoints: [path.join(shellDir, 'src/prerender/signed-in-frame.tsx')],
    outfile: frameBundle,
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
  const { renderSignedInFrame } = await import(pathToFileURL(frameBundle).href);
  const { outputFiles } = await build({
    entryPoints: [path.join(shellDir, 'src/first-paint/paint.ts')],
    write: false,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    charset: 'utf8',
    logLevel: 'warning',
    // Compiled while it streams in, as the shell's chunks are (it all runs at once).
    banner: { js: COMPILE_HINT },
  });
  const paintScript = outputFiles[0].text;
  const paintFile = `first-paint.${createHash('sha256').update(paintScript).digest('hex').slice(0, 12)}.js`;
  await writeFile(path.join(dist, paintFile), paintScript);
  await precompressFile(path.join(dist, paintFile));
  const appPage = template.replace(
    '<div id="root"></div>',
    `<div id="root"></div><template id="signed-in-frame">${renderSignedInFrame()}</template><script src="/${paintFile}"></script>`,
  );
  await writeFile(path.join(dist, 'app.html'), appPage);
  await precompressFile(path.join(dist, 'app.html'));
  console.log(`app.html paints /main's frame (${paintFile}, ${paintScript.length} bytes)`);
} finally {
  await rm(work, { recursive: true, force: true });
}
// The shell's modules leave session listeners (storage events, timers) that would keep Node running.
dom.window.close();
process.exit(0);
