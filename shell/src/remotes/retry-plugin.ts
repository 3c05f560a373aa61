import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const FETCH_ATTEMPTS = 3;
const BACKOFF_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * This site serves its manifests `no-cache`, so the browser's default mode revalidates them anyway — and takes the
 * copy the page's preload (named by the server for the route) already fetched. Another host's manifest, and every
 * retry, asks the network past any cache.
 */
function cacheModeFor(url: string, attempt: number): RequestCache {
  const sameSite = typeof location !== 'undefined' && new URL(url, location.href).origin === location.origin;
  return attempt === 1 && sameSite ? 'default' : 'no-cache';
}

/**
 * A Module Federation runtime plugin: a remote's manifest is fetched up to three times with growing pauses, so
 * a blip (a deploy swapping files, a flaky network) does not cost the person an area. A 404 is not retried: the
 * remote is not there, and its area's fallback should show at once.
 */
export function retryPlugin(
  fetcher: typeof fetch = (...args) => fetch(...args),
): ModuleFederationRuntimePlugin {
  return {
    name: 'kaspit-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= FETCH_ATTEMPTS; attempt++) {
        try {
          const res = await fetcher(url, { ...init, cache: cacheModeFor(url, attempt) });
          if (res.ok || (res.status >= 400 && res.status < 500)) return res;
          lastError = new Error(`HTTP ${res.status} for ${url}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < FETCH_ATTEMPTS) await wait(BACKOFF_MS * attempt);
      }
      throw lastError;
    },
  };
}
