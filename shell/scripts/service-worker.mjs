// After the prerender: the web app manifest and its icons are copied into dist, and the service worker is bundled
// and given Workbox's precache list of the shell's build (every page and script the shell serves), so the app opens
// without a network after one visit. See docs/decisions/service-worker.md.
import { cp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { injectManifest } from 'workbox-build';
import { precompressFile } from '@kaspit/mf-config';
import { bundlePageScript } from './page-scripts.mjs';

const shellDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(shellDir, 'dist');

await cp(path.join(shellDir, 'public'), dist, { recursive: true });

const swFile = path.join(dist, 'sw.js');
// Workbox's modules log in development builds only; `process.env.NODE_ENV` is how they tell.
const code = await bundlePageScript('src/service-worker/sw.ts', {
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [],
});
await writeFile(swFile, code);

const { count, size, warnings } = await injectManifest({
  swSrc: swFile,
  swDest: swFile,
  globDirectory: dist,
  globPatterns: ['**/*.{js,html,css,png,webmanifest}'],
  // Compressed copies, maps, licences and build lists are never requested by the page as such.
  globIgnores: ['sw.js', '**/*.map', '**/*.br', '**/*.gz', '**/*.LICENSE.txt', '**/*.json'],
  // Content-hashed names carry their revision; pages and the manifest get one from their bytes.
  dontCacheBustURLsMatching: /\.[0-9a-f]{12}\.js$/,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
// The service worker changes with every build under one name: any compressed copy of an earlier one must go.
await rm(`${swFile}.br`, { force: true });
await rm(`${swFile}.gz`, { force: true });
await precompressFile(swFile);
await precompressFile(path.join(dist, 'manifest.webmanifest'));
console.log(`sw.js precaches ${count} files (${Math.round(size / 1024)} KB)`);
