import type { ChartLayout } from '../logic/chart-layout.js';
import * as styles from './chart.module.css';

/**
 * Grid lines at the value ticks and their labels: on the right of a vertical chart (beside its first category),
 * along the bottom of a horizontal one. Zero gets a stronger line when the chart goes below it.
 */
export function ValueAxis({ layout }: { layout: ChartLayout }) {
  const { plot, ticks, horizontal } = layout;
  const below = ticks[0]!.value < 0;
  return (
    <g>
      {ticks.map((tick) => {
        const className = below && tick.value === 0 ? styles.zeroLine : styles.gridLine;
        return horizontal ? (
          <g key={tick.value}>
            <line className={className} x1={tick.at} x2={tick.at} y1={plot.top} y2={plot.bottom} />
            <text
              className={styles.tickLabel}
              data-axis="value"
              x={tick.at}
              y={layout.height - 6}
              textAnchor="middle"
            >
              {tick.label}
            </text>
          </g>
        ) : (
          <g key={tick.value}>
            <line className={className} x1={plot.left} x2={plot.right} y1={tick.at} y2={tick.at} />
            {/* Right to left, a label's end is its left edge: it starts beside the plot and runs rightwards. */}
            <text
              className={styles.tickLabel}
              data-axis="value"
              x={plot.right + 6}
              y={tick.at}
              textAnchor="end"
              dominantBaseline="central"
            >
              {tick.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Category names: under a vertical chart's bands (thinned when they would overlap), beside a horizontal one's. */
export function CategoryAxis({ layout }: { layout: ChartLayout }) {
  return (
    <g>
      {layout.categories
        .filter((c) => c.shown)
        .map((c) => (
          <text
            key={c.index}
            className={styles.categoryLabel}
            data-axis="category"
            x={c.labelX}
            y={c.labelY}
            // A name beside horizontal bars reads from the chart's right edge, as text does.
            textAnchor={layout.horizontal ? 'start' : 'middle'}
            dominantBaseline={layout.horizontal ? 'central' : 'auto'}
          >
            {c.text !== c.label && <title>{c.label}</title>}
            {c.text}
          </text>
        ))}
    </g>
  );
}
