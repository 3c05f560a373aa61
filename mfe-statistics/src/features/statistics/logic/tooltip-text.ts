import { formatMoney } from '../../../shared/format.js';
import type { ChartSpec } from './chart-specs.js';

/**
 * What a chart says about one category when it is hovered or tapped: its label, then each series' amount, the
 * first series with its share where the chart has shares (as the table beside it does).
 */
export function tooltipText(spec: ChartSpec, index: number): { title: string; lines: string[] } {
  return {
    title: spec.labels[index] ?? '',
    lines: spec.datasets.map((d, series) => {
      const share = series === 0 ? spec.shares?.[index] : undefined;
      return `${d.label}: ${formatMoney(d.data[index] ?? 0)}${share ? ` (${share})` : ''}`;
    }),
  };
}
