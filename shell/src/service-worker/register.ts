import { BehaviorSubject } from 'rxjs';
import type { Workbox } from 'workbox-window';
import { whenSettled } from './when-settled.js';

/** True once a new version of the app is installed and waits for the person to take it. */
export const updateWaiting$ = new BehaviorSubject(false);

/** How often an open tab asks whether a new version was deployed, besides when it is shown again or moves area. */
export const UPDATE_CHECK_MS = 30 * 60_000;

/**
 * How long a tab waits for the version the person took to take over before it reloads, which asks the browser to
 * activate it again (see `takeUpdate`).
 */
export const TAKEOVER_NUDGE_MS = 5_000;

let workbox: Workbox | undefined;
let registering = false;
let watching = false;
let takenOver = false;

/**
 * Reloads the page when a new version of the app takes over (accepted in this tab or another), so no page keeps
 * running the old shell once the old version's files are gone from the cache. The first install just starts
 * controlling the page. Called as the page starts, well before the service worker is registered: a tab that has
 * not registered yet must still follow a version another tab took.
 */
export function reloadOnTakeover(): void {
  if (watching || !('serviceWorker' in navigator)) return;
  watching = true;
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) {
      takenOver = true;
      window.location.reload();
    } else keepFrameScripts();
    controlled = true;
  });
}

/**
 * Asks for this page's frame and fill scripts again once the first install controls it, so the worker keeps a
 * remote's fill script (the shell's is in its precache): on the next visit it can write them into the page. The
 * page itself fetched them before there was a worker to keep them.
 */
function keepFrameScripts(): void {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src*="/first-paint."]'))
    void fetch(script.src).catch(() => {
      // Offline or out of reach: the next visit keeps it when it loads it.
    });
}

/**
 * Registers the service worker (`/sw.js`, built by scripts/service-worker.mjs). A new version never takes over a
 * page by itself: it waits until the person chooses to reload, so one page never runs a new shell beside the old
 * one's chunks; once it does take over, every open tab reloads onto it. Writes waiting on the device are in
 * IndexedDB and survive the reload.
 *
 * The browser looks for a new `sw.js` only when a page is loaded, and a tab may stay open for days while people
 * move between areas without loading a page. So the tab also asks when it is shown again, when the person moves to
 * another area (`checkForUpdate`) and every half hour.
 *
 * Workbox's page-side library is fetched here, when `registerInTime` registers, not with the app's start-up: the
 * first view does not need it, and every script evaluated at start-up is time the person cannot use the page.
 */
export async function registerServiceWorker(): Promise<void> {
  if (registering || !('serviceWorker' in navigator)) return;
  registering = true;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => updateWaiting$.next(true));
  reloadOnTakeover();
  void workbox.register().catch((error: unknown) => console.warn('service worker not registered', error));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
  setInterval(checkForUpdate, UPDATE_CHECK_MS);
}

/**
 * Registers the service worker in good time, and follows a new version from the start. A page the worker already
 * controls only asks whether there is a newer one (a conditional request for `sw.js`), once the page is idle. A
 * first visit installs it, which downloads and compiles every file of the shell (about 0.9 MB): on a phone with few
 * cores that would slow the start-up it shares them with, so it waits until the page has settled.
 */
export function registerInTime(): void {
  reloadOnTakeover();
  if (!('serviceWorker' in navigator)) return;
  const register = () => void registerServiceWorker();
  if (!navigator.serviceWorker.controller) whenSettled(register);
  else if ('requestIdleCallback' in window) window.requestIdleCallback(register);
  else setTimeout(register, 1000);
}

/**
 * Asks the server whether a new version was deployed (the answer arrives as `updateWaiting$`): one conditional
 * request for `sw.js`, answered 304 while nothing changed.
 */
export function checkForUpdate(): void {
  if (!workbox || updateWaiting$.getValue()) return;
  void workbox.update().catch(() => {
    // Offline or the server out of reach: the next check asks again.
  });
}

/**
 * The person accepted the new version: it takes over and the page reloads once it controls it.
 *
 * Chromium activates the waiting version once the old one has stopped. When a request from any open tab restarts
 * the old worker while it is stopping, that activation waits until the old worker has gone 30 s without a request
 * (never, while a tab retries a waiting write every few seconds, and never while DevTools is attached) or five
 * minutes have passed. A page load in the worker's scope asks for the activation again, so a tab still not taken
 * over after a few seconds reloads: what the person asked for anyway, and a new version already controls the
 * reloaded page or takes it over (and reloads it) right after.
 */
export function takeUpdate(): void {
  if (!workbox) return;
  workbox.messageSkipWaiting();
  setTimeout(() => {
    if (!takenOver) window.location.reload();
  }, TAKEOVER_NUDGE_MS);
}
