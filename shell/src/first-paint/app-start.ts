/**
 * A framed page (`/main`, a remote's route) paints its frame from the HTML before it asks the network for anything:
 * its scripts are not in the HTML, where the browser would fetch them alongside the page and run the entry before
 * the first paint, but in two lists the page script reads once the frame is on screen. A phone's first paint then
 * waits for the page alone, not for a connection shared with 200 KB of scripts or for the entry's evaluation.
 */

/** The shell's part, written by the prerender: its entry and the start-up chunks it will import at once. */
export const APP_START_ID = 'app-start';
/** The route's remote's part, written by the server: its manifest, entry and first chunks. */
export const REMOTE_PRELOADS_ID = 'remote-preloads';

/** How long a page waits for its first paint to be reported before it asks for the app anyway. */
export const FIRST_PAINT_WAIT_LIMIT_MS = 500;

export interface AppStart {
  entry: string;
  preloads: string[];
}

interface Preload {
  href: string;
  as: 'fetch' | 'script';
}

function listIn<T>(doc: Document, id: string): T | undefined {
  try {
    return JSON.parse(doc.getElementById(id)?.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}

/**
 * How many of the page's preloads are added in one task. Each link added starts a request from the main thread,
 * a few milliseconds each where DevTools watches the page's requests (as Lighthouse does): the 15–20 of a remote's
 * route added at once made a task of 20–45 ms, which a phone's slower CPU turns into blocking time.
 */
export const PRELOADS_PER_TASK = 4;

/**
 * Asks for the app: every preload (at low priority, as the page's own first paint is what matters), a few per task,
 * then the entry, which runs once it has arrived. The entry comes last so that every chunk it imports has already
 * been asked for by its preload, never fetched twice.
 */
export function requestApp(
  doc: Document = document,
  nextTask: (step: () => void) => void = (step) => void setTimeout(step, 0),
): void {
  const start = listIn<AppStart>(doc, APP_START_ID);
  const remote = listIn<Preload[]>(doc, REMOTE_PRELOADS_ID);
  const preloads: Preload[] = [
    ...(Array.isArray(remote) ? remote : []),
    ...(start?.preloads ?? []).map((href) => ({ href, as: 'script' as const })),
  ].filter(({ href, as }) => typeof href === 'string' && (as === 'fetch' || as === 'script'));
  const addFrom = (at: number) => {
    for (const { href, as } of preloads.slice(at, at + PRELOADS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.as = as;
      link.href = href;
      link.fetchPriority = 'low';
      // The federation runtime fetches JSON in CORS mode; the preload must match to be used.
      if (as === 'fetch') link.crossOrigin = 'anonymous';
      doc.head.append(link);
    }
    if (at + PRELOADS_PER_TASK < preloads.length) return nextTask(() => addFrom(at + PRELOADS_PER_TASK));
    if (!start?.entry) return;
    const script = doc.createElement('script');
    script.src = start.entry;
    doc.head.append(script);
  };
  addFrom(0);
}

/**
 * Runs `then` once the browser has presented the frame: in the task after the page's first-contentful-paint entry,
 * which the browser reports only once that paint is on screen. The next animation frame comes earlier, before the
 * compositor has shown anything, and scripts asked for there ran (and, in Lighthouse's simulation, counted) before
 * the paint they were meant to follow. Without paint entries it falls back to the task after the next animation
 * frame. A hidden tab draws no frames, so it runs at once there, and in any case after half a second.
 */
export function afterFirstPaint(
  then: () => void,
  win: Window & { PerformanceObserver?: typeof PerformanceObserver } = window,
): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  if (win.document.visibilityState === 'hidden') return once();
  win.setTimeout(once, FIRST_PAINT_WAIT_LIMIT_MS);
  const Observer = win.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    observer = new Observer((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) win.setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  win.requestAnimationFrame(() => win.setTimeout(once, 0));
}
