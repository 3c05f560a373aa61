import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLED_QUIET_MS } from './when-settled.js';
import { TAKEOVER_NUDGE_MS } from './register.js';

/** The Workbox instances the module made, to fire their events and read their calls. */
const workboxes = vi.hoisted(
  () =>
    [] as {
      update: ReturnType<typeof vi.fn>;
      messageSkipWaiting: ReturnType<typeof vi.fn>;
      fire: (type: string) => void;
    }[],
);
vi.mock('workbox-window', () => ({
  Workbox: class {
    private listeners = new Map<string, () => void>();
    update = vi.fn(async () => undefined);
    register = vi.fn(async () => undefined);
    messageSkipWaiting = vi.fn();
    constructor() {
      workboxes.push(this as never);
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    fire(type: string) {
      this.listeners.get(type)?.();
    }
  },
}));

const reload = vi.fn();
let container: EventTarget & { controller: object | null };

/** The module afresh (it registers once per page), on a page that `controlled` or not by a worker already. */
async function load(controlled: boolean) {
  vi.resetModules();
  container = Object.assign(new EventTarget(), { controller: controlled ? {} : null });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return import('./register.js');
}

beforeEach(() => {
  workboxes.length = 0;
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => vi.unstubAllGlobals());

describe('the service worker', () => {
  it('reloads a page it already controlled when a new version takes over, from this tab or another', async () => {
    const { registerServiceWorker } = await load(true);
    await registerServiceWorker();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads a page on its first install (it only starts controlling it)', async () => {
    const { registerServiceWorker } = await load(false);
    await registerServiceWorker();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks for the page’s frame and fill scripts again once its first install controls it, for the worker to keep', async () => {
    const fetched = vi.fn(async (_src: string) => new Response(''));
    vi.stubGlobal('fetch', fetched);
    document.body.innerHTML =
      '<script src="/remotes/mfe-budgets/first-paint.0123456789ab.js"></script>' +
      '<script src="/first-paint.0a1b2c3d4e5f.js"></script><script src="/main.0a1b2c3d4e5f.js"></script>';
    try {
      const { registerServiceWorker } = await load(false);
      await registerServiceWorker();
      container.dispatchEvent(new Event('controllerchange'));
      expect(fetched.mock.calls.map(([src]) => new URL(String(src)).pathname)).toEqual([
        '/remotes/mfe-budgets/first-paint.0123456789ab.js',
        '/first-paint.0a1b2c3d4e5f.js',
      ]);
      container.dispatchEvent(new Event('controllerchange')); // a new version later: a reload, nothing asked
      expect(fetched).toHaveBeenCalledTimes(2);
    } finally {
      document.body.innerHTML = '';
    }
  });

  it('reloads a page that has not registered yet when another tab takes a new version, and listens once', async () => {
    const { registerServiceWorker, reloadOnTakeover } = await load(true);
    reloadOnTakeover();
    reloadOnTakeover();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(workboxes).toHaveLength(0);
    await registerServiceWorker();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('registers at once (when idle) on a page it controls, and a first install only once the page has settled', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 1));
      const controlled = await load(true);
      controlled.registerInTime();
      await vi.advanceTimersByTimeAsync(1);
      expect(workboxes).toHaveLength(1);

      const firstVisit = await load(false);
      firstVisit.registerInTime();
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(SETTLED_QUIET_MS - 1);
      expect(workboxes).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(workboxes).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for a new version when asked, and no more once one waits to be taken', async () => {
    const { checkForUpdate, registerServiceWorker, updateWaiting$ } = await load(true);
    checkForUpdate(); // before registration: nothing to ask yet
    await registerServiceWorker();
    const [workbox] = workboxes;
    checkForUpdate();
    expect(workbox!.update).toHaveBeenCalledTimes(1);
    workbox!.fire('waiting');
    expect(updateWaiting$.getValue()).toBe(true);
    checkForUpdate();
    expect(workbox!.update).toHaveBeenCalledTimes(1);
  });

  it('asks the waiting version to take over on the person’s word, and reloads to ask again if it has not in a few seconds', async () => {
    vi.useFakeTimers();
    try {
      const { registerServiceWorker, takeUpdate } = await load(true);
      await registerServiceWorker();
      takeUpdate();
      expect(workboxes[0]!.messageSkipWaiting).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(TAKEOVER_NUDGE_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads once when the version the person took takes over in time', async () => {
    vi.useFakeTimers();
    try {
      const { registerServiceWorker, takeUpdate } = await load(true);
      await registerServiceWorker();
      takeUpdate();
      container.dispatchEvent(new Event('controllerchange'));
      await vi.advanceTimersByTimeAsync(TAKEOVER_NUDGE_MS);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('registers once however often it is asked, also while Workbox is still loading', async () => {
    const { registerServiceWorker } = await load(true);
    await Promise.all([registerServiceWorker(), registerServiceWorker()]);
    await registerServiceWorker();
    expect(workboxes).toHaveLength(1);
  });
});
