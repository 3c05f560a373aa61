import { areas } from '../areas.js';

/**
 * The service worker's caches by name. `api` and the header are named in shared-auth too (api/offline-cache.ts):
 * the page clears `api` on sign-out (a shared phone) and reads the header.
 */
export const CACHES = {
  pages: 'kaspit-pages',
  remoteEntries: 'kaspit-remote-entries',
  remoteChunks: 'kaspit-remote-chunks',
  api: 'kaspit-api',
} as const;

/** Set on an API reply the service worker took from its cache: the service did not answer. */
export const FROM_CACHE_HEADER = 'x-kaspit-from-cache';

const ownPages = new Set([
  '/main',
  ...areas.map(({ route }) => route),
  '/privacy-policy',
  '/terms-of-service',
  '/announcements',
  '/contact-us',
  '/auth/callback',
]);

/** The build's file for a route: the prerendered and framed pages have their own, every other route the app page. */
export function pageFileFor(pathname: string): string {
  const route = pathname.replace(/\/+$/, '') || '/';
  if (route === '/') return '/index.html';
  return ownPages.has(route) ? `${route}/index.html` : '/app.html';
}
