import { readFile, stat } from 'node:fs/promises';

let cached: { file: string; mtimeMs: number; origins: string[] } | undefined;

/**
 * The origins of remotes deployed elsewhere (absolute `entry` URLs in remotes.json), which the page's CSP must
 * allow. Re-read when the file changes, so pointing a remote at a new host needs no restart.
 */
export async function remoteOrigins(remotesFile: string): Promise<string[]> {
  try {
    const { mtimeMs } = await stat(remotesFile);
    if (cached?.file === remotesFile && cached.mtimeMs === mtimeMs) return cached.origins;
    const manifest = JSON.parse(await readFile(remotesFile, 'utf8')) as Record<string, { entry?: unknown }>;
    const origins = new Set<string>();
    for (const { entry } of Object.values(manifest)) {
      if (typeof entry !== 'string' || !/^https?:\/\//.test(entry)) continue;
      origins.add(new URL(entry).origin);
    }
    cached = { file: remotesFile, mtimeMs, origins: [...origins].sort() };
    return cached.origins;
  } catch {
    return [];
  }
}
