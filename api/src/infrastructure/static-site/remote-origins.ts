import { jsonWhenChanged } from './json-when-changed.js';

/**
 * The origins of remotes deployed elsewhere (absolute `entry` URLs in remotes.json), which the page's CSP must
 * allow. Re-read when the file changes, so pointing a remote at a new host needs no restart.
 */
export function remoteOrigins(remotesFile: string): Promise<string[]> {
  return jsonWhenChanged(remotesFile, (json) => {
    const origins = new Set<string>();
    for (const { entry } of Object.values(json as Record<string, { entry?: unknown }>)) {
      if (typeof entry !== 'string' || !/^https?:\/\//.test(entry)) continue;
      origins.add(new URL(entry).origin);
    }
    return [...origins].sort();
  });
}
