import { statisticsTexts as t } from '../../../messages.js';
import * as hidden from '../../../shared/visually-hidden.module.css';
import { useChart } from '../hooks/use-chart.js';
import type { ChartSpec } from '../logic/chart-specs.js';
import * as styles from './statistics.module.css';

/** One chart and, for screen readers, the same figures as a table (the canvas itself is hidden from them). */
export function ChartCard({ spec }: { spec: ChartSpec }) {
  const canvas = useChart(spec);
  const titleId = `chart-${spec.id}-title`;
  return (
    <figure className={styles.card} aria-labelledby={titleId} data-testid={`chart-${spec.id}`}>
      <figcaption id={titleId} className={styles.cardTitle}>
        {spec.title}
      </figcaption>
      <div
        className={styles.canvasBox}
        // Horizontal bars need room for every category's row.
        style={spec.horizontal ? { blockSize: `${Math.max(14, spec.labels.length * 2.25)}rem` } : undefined}
      >
        <canvas ref={canvas} aria-hidden="true" />
      </div>
      {spec.datasets.length > 1 && (
        // Which colour is which series (the table says the same to screen readers).
        <ul className={styles.legend} aria-hidden="true" data-testid={`legend-${spec.id}`}>
          {spec.datasets.map((d) => (
            <li key={d.label}>
              <span
                className={styles.swatch}
                style={{ background: `var(--kaspit-${Array.isArray(d.color) ? d.color[0] : d.color})` }}
              />
              {d.label}
            </li>
          ))}
        </ul>
      )}
      {/* A table cannot be narrower than its content, so a clipped box holds it (no sideways scroll on phones). */}
      <div className={hidden.hidden}>
        <table data-testid={`table-${spec.id}`}>
          <caption>{t.tableCaption(spec.title)}</caption>
          <thead>
            <tr>
              {spec.table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {spec.table.rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
