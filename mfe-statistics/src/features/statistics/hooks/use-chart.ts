import { useEffect, useRef } from 'react';
import type { Chart, ChartConfiguration } from 'chart.js';
import { darkMode$ } from '@kaspit/shared-auth';
import { formatMoney, formatWholeShekels } from '../../../shared/format.js';
import type { ChartSpec } from '../logic/chart-specs.js';
import { createDrawQueue, yieldToBrowser } from '../logic/draw-queue.js';
import { readThemeColors, type ThemeColors } from '../logic/theme-colors.js';

let chartJs: typeof Chart | undefined;
/**
 * chart.js is a chunk of its own, fetched and run when the first chart is about to be drawn rather than with the
 * page: evaluating it is a task of its own on a phone, and the first drawing gets another.
 */
async function loadChartJs() {
  if (chartJs) return chartJs;
  // Imported by name so only these parts are bundled, in one chunk (bars, lines, their two scales, tooltips):
  // every registered part is JavaScript the page downloads. The legend is the chart card's HTML.
  const {
    BarController,
    BarElement,
    CategoryScale,
    Chart,
    LinearScale,
    LineController,
    LineElement,
    PointElement,
    Tooltip,
  } = await import('chart.js');
  Chart.register(
    BarController,
    BarElement,
    CategoryScale,
    LinearScale,
    LineController,
    LineElement,
    PointElement,
    Tooltip,
  );
  chartJs = Chart;
  await yieldToBrowser();
  return chartJs;
}

// Every chart of the page waits its turn here, so no two are drawn in one task.
const drawQueue = createDrawQueue();

// Charts this far below (or above) the screen are drawn before they scroll into it.
const NEAR_VIEWPORT = '50% 0px';

/** chart.js options for a spec: right-to-left axes and tooltips, ₪ he-IL ticks, theme colours. */
export function chartConfig(spec: ChartSpec, colors: ThemeColors): ChartConfiguration {
  const paint = (role: ChartSpec['datasets'][number]['color']) =>
    Array.isArray(role) ? role.map((r) => colors[r]) : colors[role];
  const money = (value: string | number) => formatMoney(Number(value));
  const rtl = { rtl: true, textDirection: 'rtl' as const };
  const grid = { color: colors.border };
  const ticks = { color: colors.muted };
  const valueAxis = {
    grid,
    ticks: { ...ticks, callback: (v: string | number) => formatWholeShekels(Number(v)) },
    beginAtZero: true,
  };
  // Categories run from the right; the value axis stands on the right for vertical charts.
  const scales = spec.horizontal
    ? { x: { ...valueAxis, reverse: true }, y: { grid, ticks, position: 'right' as const } }
    : { x: { grid, ticks, reverse: true }, y: { ...valueAxis, position: 'right' as const } };
  return {
    type: spec.type,
    data: {
      labels: spec.labels,
      datasets: spec.datasets.map((d) => ({
        label: d.label,
        data: d.data,
        backgroundColor: paint(d.color),
        borderColor: paint(d.color),
        ...(spec.type === 'line' ? { pointRadius: 3 } : {}),
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      locale: 'he-IL',
      ...(spec.horizontal ? { indexAxis: 'y' as const } : {}),
      // chart.js leaves room for a slanted first label on the left; reversed, the last one lands there instead.
      ...(!spec.horizontal ? { layout: { padding: { left: 32 } } } : {}),
      scales,
      plugins: {
        tooltip: {
          ...rtl,
          callbacks: {
            // The value is on the x axis of horizontal bars; the first series' points carry their share.
            label: (item) => {
              const value = (spec.horizontal ? item.parsed.x : item.parsed.y) ?? 0;
              const share = item.datasetIndex === 0 ? spec.shares?.[item.dataIndex] : undefined;
              return `${item.dataset.label ?? ''}: ${money(value)}${share ? ` (${share})` : ''}`;
            },
          },
        },
      },
    } as ChartConfiguration['options'],
  } as ChartConfiguration;
}

/**
 * Draws `spec` on the returned canvas once it comes near the viewport, one chart per task (see the draw queue),
 * redrawn when the data or dark mode changes, destroyed on unmount.
 */
export function useChart(spec: ChartSpec) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !element.getContext?.('2d')) return; // no canvas (tests in jsdom)
    let chart: Chart | undefined;
    let disposed = false;
    let near = typeof IntersectionObserver === 'undefined';
    let cancelDraw: (() => void) | undefined;
    const draw = async () => {
      cancelDraw = undefined;
      const ChartJs = await loadChartJs();
      if (disposed) return;
      chart?.destroy();
      // Theme colours are read now, in a later task than the dark-mode switch that queued this.
      chart = new ChartJs(element, chartConfig(spec, readThemeColors()));
    };
    // At most one pending draw per chart: it reads the theme when it runs, so later requests are already served.
    const requestDraw = () => {
      if (near && !cancelDraw) cancelDraw = drawQueue.schedule(draw);
    };
    const observer = near
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            if (!entries.some((e) => e.isIntersecting)) return;
            observer?.disconnect();
            near = true;
            requestDraw();
          },
          { rootMargin: NEAR_VIEWPORT },
        );
    observer?.observe(element);
    // darkMode$ replays the current theme at once (the first draw) and then each switch (a redraw).
    const subscription = darkMode$.subscribe(requestDraw);
    return () => {
      disposed = true;
      subscription.unsubscribe();
      observer?.disconnect();
      cancelDraw?.();
      chart?.destroy();
    };
  }, [spec]);
  return canvas;
}
