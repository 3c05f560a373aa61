// The small scripts a page runs before the app: bundled with esbuild, either as files of their own or inline in the
// page's <head>.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, transform } from 'esbuild';
import { precompressFile } from '@kaspit/mf-config';

const shellDir = path.resolve(import.meta.dirname, '..');

/**
 * The page scripts call a few functions of `@kaspit/domain` and `@kaspit/shared-auth`. Those packages' modules
 * build frozen tables at their top level, which a bundler must keep unless told the modules have no side effects
 * (the theme script went from 710 bytes to 300).
 */
const onlyWhatIsUsed = {
  name: 'kaspit-packages-without-side-effects',
  setup(build) {
    build.onResolve({ filter: /^@kaspit\// }, async (args) => {
      if (args.pluginData?.resolving) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: { resolving: true },
      });
      return { ...resolved, sideEffects: false };
    });
  },
};

/** Bundles one page script (minified, one function scope); returns its code. */
export async function bundlePageScript(entry, options = {}) {
  const { outputFiles } = await build({
    entryPoints: [path.join(shellDir, entry)],
    write: false,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    charset: 'utf8',
    logLevel: 'warning',
    plugins: [onlyWhatIsUsed],
    ...options,
  });
  return outputFiles[0].text.trim();
}

/**
 * Writes a page script as a file of its own (content-hashed so it is cached for a year, precompressed); returns
 * its file name and size.
 */
export async function writePageScript(dist, entry, name, options = {}) {
  const code = await bundlePageScript(entry, options);
  const file = `${name}.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;
  await writeFile(path.join(dist, file), code);
  await precompressFile(path.join(dist, file));
  return { file, bytes: code.length };
}

/** A CSP source allowing exactly this inline script. */
export const cspHash = (code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/**
 * The pages' <head> as they are served, from the empty app page: the stylesheet minified (the page's CSS travels in
 * every page); for the signed-in pages, also the theme script (src/start/theme.ts) inline before it, so their
 * first paint is in the person's theme. Returns both and the CSP hashes of the inline scripts.
 */
export async function pageHeads(html) {
  // A theme script already in place (a page made by an earlier run) is replaced, not doubled.
  const style = /(?:<script>[\s\S]*?<\/script>)?<style>([\s\S]*?)<\/style>/.exec(html);
  if (!style) throw new Error('the page has no inline stylesheet');
  const { code: css } = await transform(style[1], { loader: 'css', minify: true, charset: 'utf8' });
  const stylesheet = `<style>${css.trim()}</style>`;
  const theme = await bundlePageScript('src/start/theme.ts');
  return {
    visitor: html.replace(style[0], () => stylesheet),
    signedIn: html.replace(style[0], () => `<script>${theme}</script>${stylesheet}`),
    scriptHashes: [cspHash(theme)],
  };
}
