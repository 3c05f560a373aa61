import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let reportPaint: (() => void) | undefined;

/** Runs the loader as the page would: an inline script naming the start script (and the page's `data-app`). */
async function runLoader(app?: string) {
  const own = document.createElement('script');
  own.dataset.src = '/visitor-start.0123456789ab.js';
  if (app) own.dataset.app = app;
  document.body.append(own);
  Object.defineProperty(document, 'currentScript', { value: own, configurable: true });
  await import('./visitor-loader.js');
}

const asked = () => [...document.head.querySelectorAll('script')];

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  reportPaint = undefined;
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(callback: () => void) {
        reportPaint = callback;
      }
      observe() {}
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('the visitor pages’ loader', () => {
  it('asks for the start script once the page has painted, once, with the page’s data-app', async () => {
    await runLoader('at-once');
    vi.advanceTimersByTime(100);
    expect(asked()).toHaveLength(0);

    reportPaint!(); // first-paint
    reportPaint!(); // first-contentful-paint
    vi.advanceTimersByTime(0);
    expect(asked()).toHaveLength(1);
    expect(asked()[0]!.getAttribute('src')).toBe('/visitor-start.0123456789ab.js');
    expect(asked()[0]!.dataset.app).toBe('at-once');

    vi.advanceTimersByTime(5000);
    expect(asked()).toHaveLength(1);
  });

  it('still asks for it on a page that reports no paint (opened in a background tab), after two seconds', async () => {
    await runLoader();
    vi.advanceTimersByTime(1999);
    expect(asked()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(asked()).toHaveLength(1);
    expect(asked()[0]!.dataset.app).toBeUndefined();
  });
});
