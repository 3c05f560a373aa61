import { chooseBuild, parseRemotesManifest, type BuildKind } from '@kaspit/remotes-manifest';
import { remoteNames, type RemoteName } from '../areas.js';

export interface RemoteEntry {
  name: RemoteName;
  /** Absolute URL of the remote's `mf-manifest.json` (or `remoteEntry.js`). */
  entry: string;
  /** The canary build for people in its share, else the stable one. */
  build: BuildKind;
}

/**
 * Reads `/remotes.json` (remote name → `{ entry }`): where each remote lives is data, so moving or upgrading one
 * is an edit of that file, never a shell rebuild. A remote with a canary line loads the canary for the share of
 * people `personKey` falls in. The file is checked by the same schema the server checks it
 * with; a file that fails it (one served by something other than our server) is refused whole, with its problems.
 */
export function parseRemotes(json: unknown, origin: string, personKey: string): RemoteEntry[] {
  const parsed = parseRemotesManifest(json);
  if (!parsed.success) throw new Error(`remotes.json is invalid: ${parsed.problems.join('; ')}`);
  const { manifest } = parsed;
  return remoteNames.flatMap((name) => {
    const deployment = manifest[name];
    if (!deployment) return [];
    const { entry, build } = chooseBuild(name, deployment, personKey);
    return [{ name, entry: new URL(entry, origin).href, build }];
  });
}

export async function fetchRemotes(
  origin: string,
  personKey: string,
  fetcher: typeof fetch = fetch,
): Promise<RemoteEntry[]> {
  // Served `no-cache`, so the default mode revalidates it, and takes the copy the page's preload fetched.
  const res = await fetcher(new URL('/remotes.json', origin));
  if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
  return parseRemotes(await res.json(), origin, personKey);
}
