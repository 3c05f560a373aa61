import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLED_LIMIT_MS, SETTLED_QUIET_MS, whenSettled } from './when-settled.js';

/** The page's performance observers, so a test can report a long task or a download to them. */
const observers: { report: () => void; types: string[] }[] = [];

class FakeObserver {
  static supportedEntryTypes = ['longtask', 'resource', 'paint'];
  types: string[] = [];
  constructor(private readonly callback: () => void) {
    observers.push(this as never);
  }
  observe({ type }: { type: string }) {
    this.types.push(type);
  }
  disconnect() {
    observers.splice(observers.indexOf(this as never), 1);
  }
  report() {
    this.callback();
  }
}

let readyState: DocumentReadyState;

beforeEach(() => {
  vi.useFakeTimers();
  observers.length = 0;
  readyState = 'interactive';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  vi.stubGlobal('PerformanceObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const load = () => {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
};

describe('whenSettled', () => {
  it('waits for the load event and then for a quiet stretch', () => {
    const settled = vi.fn();
    whenSettled(settled);
    vi.advanceTimersByTime(SETTLED_LIMIT_MS * 2);
    expect(settled).not.toHaveBeenCalled();

    load();
    vi.advanceTimersByTime(SETTLED_QUIET_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('starts the quiet stretch again on every long task and every finished download', () => {
    const settled = vi.fn();
    load();
    whenSettled(settled);
    expect(observers.map((o) => o.types)).toEqual([['longtask', 'resource']]);
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(SETTLED_QUIET_MS - 10);
      observers[0]!.report();
    }
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SETTLED_QUIET_MS);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });

  it('counts a page that never goes quiet as settled at the limit, once', () => {
    const settled = vi.fn();
    load();
    whenSettled(settled);
    for (let at = 0; at < SETTLED_LIMIT_MS; at += 500) {
      observers[0]?.report();
      vi.advanceTimersByTime(500);
    }
    expect(settled).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SETTLED_LIMIT_MS);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('relies on the quiet timer alone where the browser reports no long tasks', () => {
    FakeObserver.supportedEntryTypes = ['resource'];
    try {
      const settled = vi.fn();
      load();
      whenSettled(settled);
      expect(observers.map((o) => o.types)).toEqual([['resource']]);
      vi.advanceTimersByTime(SETTLED_QUIET_MS);
      expect(settled).toHaveBeenCalledTimes(1);
    } finally {
      FakeObserver.supportedEntryTypes = ['longtask', 'resource', 'paint'];
    }
  });
});
