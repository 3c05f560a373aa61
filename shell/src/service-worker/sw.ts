/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { allowScripts, inlineFrameScripts, sha256Source } from './inline-frame-scripts.js';
import { CACHES, FROM_CACHE_HEADER, pageFileFor } from './rules.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

// The shell's build (its scripts and pages), listed by the build with a revision each: one version of the shell
// at a time, replaced whole when the person accepts a new version (see register.ts).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first visit's page is controlled at once, so what it reads (remotes, the month's data) is kept already.
clientsClaim();
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// Pages kept from the network belong to the version that served them. A new version starts without them, so a page
// the network is slow to answer after an update is never the old version's (whose scripts are gone from the cache):
// the network's copy, or else this build's own page.
self.addEventListener('activate', (event: ExtendableEvent) => event.waitUntil(caches.delete(CACHES.pages)));

/** A reply taken from a cache says so, so the page knows the service did not answer. */
const markedFromCache = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(FROM_CACHE_HEADER, '1');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

// A page's request goes to the network while this worker is still starting, rather than once it has started and
// handled the request: a returning person's page is not held back by the worker's own start-up. The strategy below
// takes that response (Workbox uses the preloaded reply for a navigation); a failed one falls back to the cache.
navigationPreload.enable();

// Pages: the network's copy when it answers within 4 s, else the last one kept, else the build's own page.
const pages = new NetworkFirst({ cacheName: CACHES.pages, networkTimeoutSeconds: 4, plugins: [okOnly] });
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    try {
      const reply = await pages.handle(options);
      if (reply) return await withFrameScriptsInline(reply);
    } catch {
      // No network and no kept copy of this address: the build's page for it.
    }
    return (await matchPrecache(pageFileFor(options.url.pathname))) ?? Response.error();
  },
);

const keptScript = async (src: string) =>
  (await matchPrecache(src)) ?? (await (await caches.open(CACHES.remoteChunks)).match(src));

/**
 * A framed page with its frame and fill scripts written in, when this worker keeps them all. A returning person's
 * page then paints from its own bytes: its first paint no longer waits for a script to be fetched (in Lighthouse's
 * simulation that request hung on the page's commit task, which then lay on the way to the paint too). The CSP the
 * server sent allows exactly these scripts by hash.
 */
async function withFrameScriptsInline(reply: Response): Promise<Response> {
  const csp = reply.headers.get('content-security-policy');
  if (!reply.ok || !csp || !(reply.headers.get('content-type') ?? '').startsWith('text/html')) return reply;
  const inlined = await inlineFrameScripts(
    await reply.clone().text(),
    async (src) => (await keptScript(src))?.text(),
    sha256Source,
  );
  if (!inlined) return reply;
  const headers = new Headers(reply.headers);
  headers.set('content-security-policy', allowScripts(csp, inlined.hashes));
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(inlined.html, { status: reply.status, statusText: reply.statusText, headers });
}

// What names the remotes' current builds: the network's copy, the last good one when it cannot be reached.
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin &&
    (url.pathname === '/remotes.json' ||
      (url.pathname.startsWith('/remotes/') && /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname))),
  new NetworkFirst({ cacheName: CACHES.remoteEntries, networkTimeoutSeconds: 4, plugins: [okOnly] }),
);

// A remote's content-hashed files never change under their name: kept on first use.
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin && url.pathname.startsWith('/remotes/') && /\.[0-9a-f]{8,}\.\w+$/.test(url.pathname),
  new CacheFirst({
    cacheName: CACHES.remoteChunks,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
);

// The person's data as last read (the months they viewed), for reading offline. Never sign-in, refresh or
// health: those must reach the service or fail.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/auth/') &&
    url.pathname !== '/api/health',
  new NetworkFirst({
    cacheName: CACHES.api,
    networkTimeoutSeconds: 8,
    plugins: [
      okOnly,
      markedFromCache,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);
