import { readFile, stat } from 'node:fs/promises';

let cached: { file: string; mtimeMs: number; hashes: string[] } | undefined;

const hashSource = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts the shell's build put in its pages
 * (`shell/dist/inline-scripts.json`, written by its prerender): the page's CSP allows exactly those scripts and
 * no other inline script. Re-read when a new build replaces the file; none when there is no such file.
 */
export async function inlineScriptHashes(file: string): Promise<string[]> {
  try {
    const { mtimeMs } = await stat(file);
    if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.hashes;
    const listed = JSON.parse(await readFile(file, 'utf8')) as unknown;
    const hashes = Array.isArray(listed)
      ? listed.filter((h): h is string => typeof h === 'string' && hashSource.test(h))
      : [];
    cached = { file, mtimeMs, hashes };
    return hashes;
  } catch {
    return [];
  }
}
