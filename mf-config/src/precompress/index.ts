import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler } from 'webpack';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing. Source maps are left out: they are never served publicly in production. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;

/**
 * Writes `<file>.br` (brotli, highest quality) and `<file>.gz` (gzip -9) beside every text file in `folder`, so the
 * server picks a precompressed copy by `Accept-Encoding` instead of spending CPU on every request. A copy that
 * would not be smaller than the original (a few tiny files) is not written: the server then sends the original.
 */
export async function precompressFolder(folder: string): Promise<string[]> {
  const written: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    written.push(...(await precompressFile(path.join(entry.parentPath, entry.name))));
  }
  return written;
}

/** Writes the `.br` and `.gz` copies of one file (replacing older ones); returns the copies written. */
export async function precompressFile(file: string): Promise<string[]> {
  const written: string[] = [];
  const original = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: 9 }),
  ]);
  for (const [suffix, bytes] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (bytes.length >= original.length) {
      await rm(file + suffix, { force: true });
      continue;
    }
    await writeFile(file + suffix, bytes);
    written.push(file + suffix);
  }
  return written;
}

/** Precompresses the build output once webpack has written all of it (the federation manifest included). */
export class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tapPromise('PrecompressPlugin', async (stats) => {
      if (stats.hasErrors()) return;
      await precompressFolder(compiler.outputPath);
    });
  }
}
