/**
 * Names shared with the shell's service worker (shell/src/service-worker/rules.ts, which cannot import this
 * package): the cache of API replies kept for reading offline, and the header marking a reply taken from it.
 */
export const API_CACHE = 'kaspit-api';
export const FROM_CACHE_HEADER = 'x-kaspit-from-cache';

/** Forgets the API replies kept for reading offline (sign-out: the next person on this phone must not read them). */
export async function clearOfflineReplies(): Promise<void> {
  await globalThis.caches?.delete(API_CACHE);
}
