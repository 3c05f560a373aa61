/** How long the page must go without a long task or a finished download to count as settled. */
export const SETTLED_QUIET_MS = 3000;

/** Past this long after the page's load event it counts as settled anyway (a page that never stays quiet). */
export const SETTLED_LIMIT_MS = 30_000;

/**
 * Calls `settled` once the page has loaded and then gone `SETTLED_QUIET_MS` without a long task (over 50 ms on the
 * main thread) or a download finishing, or `SETTLED_LIMIT_MS` after the load event, whichever comes first.
 *
 * The load event alone says little here: the app's start-up imports its chunks one step at a time, so the event
 * can fire between two steps, with React DOM, the first render and the first area's data still to come.
 */
export function whenSettled(
  settled: () => void,
  { quietMs = SETTLED_QUIET_MS, limitMs = SETTLED_LIMIT_MS } = {},
): void {
  const afterLoad = () => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;
    const finish = () => {
      clearTimeout(quiet);
      clearTimeout(limit);
      observer?.disconnect();
      settled();
    };
    const restart = () => {
      clearTimeout(quiet);
      quiet = setTimeout(finish, quietMs);
    };
    const limit = setTimeout(finish, limitMs);
    if (typeof PerformanceObserver === 'function') {
      observer = new PerformanceObserver(restart);
      // A browser without long-task entries (Safari, Firefox) still reports downloads; the quiet timer does the rest.
      const kinds = PerformanceObserver.supportedEntryTypes ?? [];
      for (const type of ['longtask', 'resource'].filter((kind) => kinds.includes(kind)))
        observer.observe({ type });
    }
    restart();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
