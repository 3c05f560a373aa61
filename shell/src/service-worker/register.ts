import { BehaviorSubject } from 'rxjs';
import { Workbox } from 'workbox-window';

/** True once a new version of the app is installed and waits for the person to take it. */
export const updateWaiting$ = new BehaviorSubject(false);

let workbox: Workbox | undefined;

/**
 * Registers the service worker (`/sw.js`, built by scripts/service-worker.mjs). A new version never takes over a
 * page by itself: it waits until the person chooses to reload, so one page never runs a new shell beside the old
 * one's chunks. Writes waiting on the device are in IndexedDB and survive the reload.
 */
export function registerServiceWorker(): void {
  if (workbox || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => updateWaiting$.next(true));
  workbox.addEventListener('controlling', (event) => {
    // Only an update the person accepted reloads; the first install just starts controlling this page.
    if (event.isUpdate) window.location.reload();
  });
  void workbox.register().catch((error: unknown) => console.warn('service worker not registered', error));
}

/** The person accepted the new version: it takes over and the page reloads once it controls it. */
export function takeUpdate(): void {
  workbox?.messageSkipWaiting();
}
