import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { session$, trackLoading } from '@kaspit/shared-auth';
import {
  addErrorHandler,
  getAppStatus,
  MOUNTED,
  registerApplication,
  start,
  triggerAppChange,
  type LifeCycles,
} from 'single-spa';
import { remoteNames, routesOf, type RemoteName } from '../areas.js';
import { markFailed, markRecovered } from './failures.js';
import { startFirstReads } from './first-reads.js';
import type { RemoteEntry } from './manifest.js';
import { mountPointId } from './mount-point.js';
import { reportRemoteFailure } from './report-failure.js';
import { retryPlugin } from './retry-plugin.js';
import { sharedVersionPlugin } from './shared-version-plugin.js';
import { remoteVersions, versionPlugin } from './version-plugin.js';

export { mountPointId };

const containerOf = (name: RemoteName) => name.replace(/-/g, '_');

/**
 * Registers each remote with the Module Federation runtime (at run time, from remotes.json) and as a single-spa
 * application active on its routes. A remote missing from remotes.json still gets an application whose load fails,
 * so its area shows the fallback like any other failure.
 */
export function registerRemoteApps(entries: RemoteEntry[]): void {
  registerPlugins([retryPlugin(), versionPlugin()]);
  // Global: each remote's container is a federation instance of its own, made when it loads, and resolves its
  // shared packages itself.
  registerGlobalPlugins([sharedVersionPlugin()]);
  registerRemotes(entries.map(({ name, entry }) => ({ name: containerOf(name), alias: name, entry })));
  const known = new Set(entries.map((e) => e.name));

  for (const name of remoteNames) {
    registerApplication({
      name,
      // Private areas: a visitor is redirected to `/` and never loads a remote.
      activeWhen: (location) =>
        session$.getValue().user !== null && isOnRoutes(location.pathname, routesOf(name)),
      app: async () => {
        if (!known.has(name)) throw new Error(`${name} is not listed in remotes.json`);
        // The route's first API reads start with the page's code, not after it has arrived and drawn.
        void startFirstReads(containerOf(name), window.location.pathname);
        const lifecycles = await trackLoading(loadRemote<LifeCycles>(`${containerOf(name)}/app`));
        if (!lifecycles) throw new Error(`${name} did not provide ./app`);
        return lifecycles;
      },
      customProps: { domElementGetter: () => document.getElementById(mountPointId(name)) },
    });
  }

  addErrorHandler((error) => {
    const name = error.appOrParcelName as RemoteName;
    markFailed(name);
    const entry = entries.find((e) => e.name === name);
    void reportRemoteFailure({
      remote: name,
      version: remoteVersions.get(containerOf(name)) ?? null,
      build: entry?.build ?? 'stable',
      url: entry?.entry ?? new URL('/remotes.json', window.location.origin).href,
      error,
    });
  });
  // single-spa retries a failed load on the next navigation; a remote that comes back clears its fallback.
  window.addEventListener('single-spa:app-change', () => {
    for (const name of remoteNames) if (getAppStatus(name) === MOUNTED) markRecovered(name);
  });
}

const isOnRoutes = (pathname: string, routes: string[]) =>
  routes.some((route) => pathname === route || pathname.startsWith(`${route}/`));

/** The fallback's retry: single-spa loads a remote whose load failed again on the next route change. */
export function retryRemote(name: RemoteName): void {
  markRecovered(name);
  void triggerAppChange();
}

export function startRouting(): void {
  start({ urlRerouteOnly: true });
  // Signing in or out changes which areas are active without a URL change.
  session$.subscribe(() => void triggerAppChange());
}
