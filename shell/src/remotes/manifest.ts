import { remoteNames, type RemoteName } from '../areas.js';

export interface RemoteEntry {
  name: RemoteName;
  /** Absolute URL of the remote's `mf-manifest.json` (or `remoteEntry.js`). */
  entry: string;
}

/**
 * Reads `/remotes.json` (remote name → `{ entry }`): where each remote lives is data, so moving or upgrading one
 * is an edit of that file, never a shell rebuild. Unknown names and malformed entries are ignored.
 */
export function parseRemotes(json: unknown, origin: string): RemoteEntry[] {
  if (!json || typeof json !== 'object') return [];
  const entries: RemoteEntry[] = [];
  for (const name of remoteNames) {
    const value = (json as Record<string, unknown>)[name];
    const entry = value && typeof value === 'object' ? (value as { entry?: unknown }).entry : undefined;
    if (typeof entry !== 'string' || entry === '') continue;
    try {
      entries.push({ name, entry: new URL(entry, origin).href });
    } catch {
      // A malformed URL leaves that remote unregistered: its area shows the fallback.
    }
  }
  return entries;
}

export async function fetchRemotes(origin: string, fetcher: typeof fetch = fetch): Promise<RemoteEntry[]> {
  const res = await fetcher(new URL('/remotes.json', origin), { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
  return parseRemotes(await res.json(), origin);
}
