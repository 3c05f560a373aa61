import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstPaint,
  APP_START_ID,
  PRELOADS_PER_TASK,
  REMOTE_PRELOADS_ID,
  requestApp,
} from './app-start.js';

function page(lists: { start?: string; remote?: string }) {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="root"></div>' +
    (lists.remote
      ? `<script type="application/json" id="${REMOTE_PRELOADS_ID}">${lists.remote}</script>`
      : '') +
    (lists.start ? `<script type="application/json" id="${APP_START_ID}">${lists.start}</script>` : '');
}

const asked = () =>
  [...document.head.children].map((element) =>
    element instanceof HTMLLinkElement
      ? `${element.rel} ${element.as} ${element.getAttribute('href')} ${element.fetchPriority} ${element.crossOrigin}`
      : `script ${element.getAttribute('src')}`,
  );

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('requestApp', () => {
  it("asks for the remote's files and the shell's chunks at low priority, then the entry", () => {
    page({
      remote: JSON.stringify([
        { href: '/remotes.json', as: 'fetch' },
        { href: '/remotes/mfe-records/remoteEntry.js', as: 'script' },
      ]),
      start: JSON.stringify({ entry: '/main.0a1b2c3d4e5f.js', preloads: ['/470.0a1b2c3d4e5f.js'] }),
    });
    requestApp();
    expect(asked()).toEqual([
      'preload fetch /remotes.json low anonymous',
      'preload script /remotes/mfe-records/remoteEntry.js low null',
      'preload script /470.0a1b2c3d4e5f.js low null',
      'script /main.0a1b2c3d4e5f.js',
    ]);
  });

  it(`adds ${PRELOADS_PER_TASK} preloads per task, and the entry only after the last of them`, () => {
    const chunks = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, i) => `/${i}00.0a1b2c3d4e5f.js`);
    page({ start: JSON.stringify({ entry: '/main.0a1b2c3d4e5f.js', preloads: chunks }) });
    const tasks: (() => void)[] = [];
    requestApp(document, (step) => tasks.push(step));
    const seen = [asked().length];
    while (tasks.length > 0) {
      tasks.shift()!();
      seen.push(asked().length);
    }
    expect(seen).toEqual([PRELOADS_PER_TASK, 2 * PRELOADS_PER_TASK, 2 * PRELOADS_PER_TASK + 2]);
    expect(asked()).toEqual([
      ...chunks.map((href) => `preload script ${href} low null`),
      'script /main.0a1b2c3d4e5f.js',
    ]);
  });

  it('asks for the entry alone when the server named nothing, and skips what is not a preload', () => {
    page({
      remote: JSON.stringify([{ href: '/x.js', as: 'style' }, { as: 'script' }]),
      start: JSON.stringify({ entry: '/main.0a1b2c3d4e5f.js', preloads: [] }),
    });
    requestApp();
    expect(asked()).toEqual(['script /main.0a1b2c3d4e5f.js']);
  });

  it('still asks for the entry when the remote list is unreadable', () => {
    page({ remote: '[{', start: JSON.stringify({ entry: '/main.0a1b2c3d4e5f.js', preloads: [] }) });
    requestApp();
    expect(asked()).toEqual(['script /main.0a1b2c3d4e5f.js']);
  });
});

/** A window whose paint observer and animation frames the test drives. */
function fakeWindow({ paintEntries }: { paintEntries: boolean }) {
  const frames: FrameRequestCallback[] = [];
  const observers: { report: (names: string[]) => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintEntries ? ['paint', 'largest-contentful-paint'] : ['navigation'];
    disconnected = false;
    constructor(private readonly callback: PerformanceObserverCallback) {
      observers.push(this);
    }
    observe(options: PerformanceObserverInit) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {
      this.disconnected = true;
    }
    report(names: string[]) {
      const list = {
        getEntriesByName: (name: string) => names.filter((n) => n === name).map((n) => ({ name: n })),
      };
      this.callback(list as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
    }
  }
  const win = {
    document: { visibilityState: 'visible' },
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  } as unknown as Window;
  return { win, frames, observers };
}

/** `afterFirstPaint` started on a fake window, with fake timers: what it will run, and the window's controls. */
function started({ paintEntries }: { paintEntries: boolean }) {
  vi.useFakeTimers();
  const { win, frames, observers } = fakeWindow({ paintEntries });
  const then = vi.fn();
  afterFirstPaint(then, win);
  return { then, frames, observers };
}

describe('afterFirstPaint', () => {
  it('runs once, in the task after the first paint is reported on screen, not at the next frame', () => {
    const { then, frames, observers } = started({ paintEntries: true });
    // The next animation frame comes before the compositor has shown the paint: not a reason to start.
    expect(frames).toHaveLength(0);
    observers[0]!.report(['first-paint']);
    vi.advanceTimersByTime(0);
    expect(then).not.toHaveBeenCalled();
    observers[0]!.report(['first-contentful-paint']);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
    // The fallback for a page that reports no paint does not run it a second time.
    vi.advanceTimersByTime(1000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs after half a second when no paint is reported', () => {
    const { then } = started({ paintEntries: true });
    vi.advanceTimersByTime(499);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('without paint entries, runs once in the task after the next frame, not within it', () => {
    const { then, frames, observers } = started({ paintEntries: false });
    expect(observers).toHaveLength(0);
    expect(then).not.toHaveBeenCalled();
    frames.shift()!(0);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a hidden tab, which draws no frames', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const then = vi.fn();
    afterFirstPaint(then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
