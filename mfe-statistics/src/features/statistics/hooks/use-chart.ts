import { useEffect, useRef } from 'react';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
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

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/** chart.js options for a spec: right-to-left axes, legend and tooltips, ₪ he-IL ticks, theme colours. */
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
  const scales =
    spec.type === 'doughnut'
      ? {}
      : spec.horizontal
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
        borderColor: spec.type === 'doughnut' ? colors.border : paint(d.color),
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
      ...(spec.type !== 'doughnut' && !spec.horizontal ? { layout: { padding: { left: 32 } } } : {}),
      scales,
      plugins: {
        legend: { ...rtl, position: 'bottom', labels: { color: colors.text } },
        tooltip: {
          ...rtl,
          callbacks: {
            label: (item) => `${item.dataset.label ?? ''}: ${money(item.parsed.y ?? item.parsed)}`,
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
