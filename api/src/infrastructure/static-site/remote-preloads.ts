import path from 'node:path';
import type { RemoteName, RemotesManifest } from '@kaspit/remotes-manifest';
import { jsonWhenChanged } from './json-when-changed.js';

/**
 * What a route's remote needs before it can draw: its manifest, its entry, its `./first-reads` and `./app` modules'
 * own chunks.
 */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];

const routePairs = (json: unknown): [string, string][] =>
  Object.entries((json as { routes?: Record<string, unknown> }).routes ?? {}).filter(
    (pair): pair is [string, string] => typeof pair[1] === 'string' && /^mfe-[a-z-]+$/.test(pair[1]),
  );
const whole = (json: unknown): RemoteManifest[] => [json as RemoteManifest];

/**
 * The remote's manifest address, when remotes.json serves it from this site (another host's is left alone) and
 * names one build for everyone: with a canary line the browser picks the build per person, which the page cannot.
 */
function sameSiteEntry(remotes: RemotesManifest | undefined, remote: string): string | undefined {
  const deployment = remotes?.[remote as RemoteName];
  if (!deployment || deployment.canary) return undefined;
  const { entry } = deployment;
  return entry.startsWith(`/remotes/${remote}/`) && entry.endsWith('/mf-manifest.json') ? entry : undefined;
}

/**
 * The remote drawing `route`, the area's route it falls under (`/search` for `/search/x`), and the folder its files
 * are served from (`/remotes/mfe-x/`), when remotes.json serves
 * it from this site with one build for everyone; undefined for a route the shell draws itself, or any other remote.
 */
export async function sameSiteRemote(
  staticRoot: string,
  remotes: RemotesManifest | undefined,
  route: string,
): Promise<{ remote: string; route: string; entry: string; base: string } | undefined> {
  // The routes each remote draws (`/records` → `mfe-records`), as the shell's build writes them.
  const routes = await jsonWhenChanged(
    path.join(staticRoot, 'shell', 'dist', 'remote-routes.json'),
    routePairs,
  );
  const [areaRoute, remote] = routes.find(([base]) => route === base || route.startsWith(`${base}/`)) ?? [];
  const entry = remote && sameSiteEntry(remotes, remote);
  if (!areaRoute || !remote || !entry) return undefined;
  return { remote, route: areaRoute, entry, base: entry.slice(0, -'mf-manifest.json'.length) };
}

/** A file the page asks for early: a JSON file (`fetch`, CORS mode as the federation runtime asks) or a script. */
export interface RemotePreload {
  href: string;
  as: 'fetch' | 'script';
}

/**
 * What the page of `route` should fetch early: when a remote draws it, the files the shell would otherwise find one
 * after another (remotes.json, the remote's manifest, its entry, then its module's chunks), so the browser fetches
 * them while the shell starts. None for a route the shell draws itself.
 */
export async function remotePreloads(
  staticRoot: string,
  remotes: RemotesManifest | undefined,
  route: string,
): Promise<RemotePreload[]> {
  const found = await sameSiteRemote(staticRoot, remotes, route);
  if (!found) return [];
  const { remote, entry, base } = found;
  const [manifest] = await jsonWhenChanged(path.join(staticRoot, remote, 'dist', 'mf-manifest.json'), whole);
  const entryName = manifest?.metaData?.remoteEntry?.name;
  const chunksOf = (expose: string) =>
    strings(manifest?.exposes?.find((e) => e.path === expose)?.assets?.js?.sync);
  // `./first-reads` (the route's first API reads, when the remote has them) before `./app`: the shell starts the
  // reads as soon as it has arrived.
  const scripts = [
    ...new Set([
      ...(typeof entryName === 'string' ? [entryName] : []),
      ...chunksOf('./first-reads'),
      ...chunksOf('./app'),
    ]),
  ].filter((file) => !file.includes('..') && !file.startsWith('/'));
  return [
    { href: '/remotes.json', as: 'fetch' },
    { href: entry, as: 'fetch' },
    ...scripts.map((file) => ({ href: `${base}${file}`, as: 'script' as const })),
  ];
}

/**
 * The preloads as a `Link` header, for a page that cannot ask for them itself (the app page of a deeper address, an
 * older shell build). At low priority: the page paints from its HTML, and the remote's files must not take the
 * connection from it (a preloaded script asks for high priority by default).
 */
export const linkHeader = (preloads: RemotePreload[]): string =>
  preloads
    .map(({ href, as }) =>
      as === 'fetch'
        ? `<${href}>; rel=preload; as=fetch; crossorigin; fetchpriority=low`
        : `<${href}>; rel=preload; as=script; fetchpriority=low`,
    )
    .join(', ');
