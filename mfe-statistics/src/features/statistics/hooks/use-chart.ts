import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { darkMode$ } from '@kaspit/shared-auth';
import { formatMoney, formatWholeShekels } from '../../../shared/format.js';
import type { ChartSpec } from '../logic/chart-specs.js';
import { readThemeColors, type ThemeColors } from '../logic/theme-colors.js';

// Only what the page draws (bars, lines, their two scales, tooltips): every registered part is JavaScript the page
// downloads. The legend is the chart card's HTML, not chart.js's plugin.
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

/** Draws `spec` on the returned canvas, redrawn when the data or dark mode changes, destroyed on unmount. */
export function useChart(spec: ChartSpec) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !element.getContext?.('2d')) return; // no canvas (tests in jsdom)
    let chart: Chart | undefined;
    const draw = () => {
      chart?.destroy();
      chart = new Chart(element, chartConfig(spec, readThemeColors()));
    };
    // The theme class flips the variables; read them after the browser applied it.
    const subscription = darkMode$.subscribe(() => requestAnimationFrame(draw));
    return () => {
      subscription.unsubscribe();
      chart?.destroy();
    };
  }, [spec]);
  return canvas;
}
