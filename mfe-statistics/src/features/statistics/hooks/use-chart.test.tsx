import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { darkMode$ } from '@kaspit/shared-auth';
import type { ChartSpec } from '../logic/chart-specs.js';
import { useChart } from './use-chart.js';

// chart.js itself needs a real canvas; a stand-in records what the page asks of it.
const charts = vi.hoisted(() => ({ created: [] as { id: string; destroyed: boolean }[] }));
vi.mock('chart.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('chart.js')>()),
  Chart: class {
    static register() {}
    record: { id: string; destroyed: boolean };
    constructor(canvas: HTMLCanvasElement) {
      this.record = { id: canvas.dataset.id ?? '', destroyed: false };
      charts.created.push(this.record);
    }
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

/** Stands in for the browser's IntersectionObserver: the test says when a canvas comes near the viewport. */
class NearViewport {
  static observers: NearViewport[] = [];
  targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    NearViewport.observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  static bringNear(id: string) {
    for (const o of NearViewport.observers)
      for (const target of o.targets.filter((t) => (t as HTMLElement).dataset.id === id))
        o.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], o as never);
  }
}

const spec = (id: ChartSpec['id']): ChartSpec => ({
  id,
  title: id,
  type: 'bar',
  labels: ['א'],
  datasets: [{ label: 'הוצאות', data: [1], color: 'accent' }],
  table: { columns: [], rows: [] },
});

function Chart({ id }: { id: ChartSpec['id'] }) {
  const canvas = useChart(spec(id));
  return <canvas ref={canvas} data-id={id} />;
}

/**
 * Draws one more chart and waits for it: the queue draws in order, so any draw requested before it is done too.
 * (How the tests see that a chart was not drawn a second time, without waiting a fixed time.)
 */
async function drainQueue() {
  render(<Chart id="trend" />);
  act(() => NearViewport.bringNear('trend'));
  await waitFor(() => expect(drawn().at(-1)).toBe('trend'));
}

const drawn = () => charts.created.map((c) => c.id);
const live = () => charts.created.filter((c) => !c.destroyed).map((c) => c.id);

beforeEach(() => {
  charts.created = [];
  NearViewport.observers = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never);
  vi.stubGlobal('IntersectionObserver', NearViewport);
  darkMode$.next(false);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useChart', () => {
  it('draws each chart once when it comes near the viewport, and none before', async () => {
    render(
      <>
        <Chart id="by-category" />
        <Chart id="daily" />
      </>,
    );
    act(() => NearViewport.bringNear('by-category'));
    await waitFor(() => expect(drawn()).toEqual(['by-category']));

    act(() => NearViewport.bringNear('daily'));
    await waitFor(() => expect(drawn()).toEqual(['by-category', 'daily']));
    // darkMode$ replayed the theme on subscribing: that is the first draw, not a second one.
    await drainQueue();
    expect(drawn()).toEqual(['by-category', 'daily', 'trend']);
  });

  it('redraws a drawn chart when dark mode switches, in the new theme, and leaves one chart per canvas', async () => {
    render(<Chart id="daily" />);
    act(() => NearViewport.bringNear('daily'));
    await waitFor(() => expect(drawn()).toEqual(['daily']));

    act(() => darkMode$.next(true));
    await waitFor(() => expect(drawn()).toEqual(['daily', 'daily']));
    expect(live()).toEqual(['daily']);
  });

  it('draws a chart that is still far away in the current theme once it comes near, and nothing after unmount', async () => {
    const { unmount } = render(<Chart id="net" />);
    act(() => darkMode$.next(true));
    act(() => NearViewport.bringNear('net'));
    await waitFor(() => expect(drawn()).toEqual(['net']));

    unmount();
    expect(live()).toEqual([]);
    act(() => darkMode$.next(false));
    await drainQueue();
    expect(drawn()).toEqual(['net', 'trend']);
  });

  it('drops the pending draw of a chart unmounted before its turn', async () => {
    const first = render(<Chart id="by-payment-method" />);
    act(() => NearViewport.bringNear('by-payment-method'));
    first.unmount();
    await drainQueue();
    expect(drawn()).toEqual(['trend']);
  });
});
