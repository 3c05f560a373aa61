import { statisticsTexts as t } from '../../../messages.js';
import * as hidden from '../../../shared/visually-hidden.module.css';
import type { ChartSpec } from '../logic/chart-specs.js';
import { SvgChart } from './svg-chart.js';
import * as styles from './statistics.module.css';

/** The chart's figures as a table: shown beside the chart, or read by screen readers only (the chart is one image to them). */
function FiguresTable({ spec }: { spec: ChartSpec }) {
  const { columns, rows, over = [] } = spec.table;
  return (
    <table data-testid={`table-${spec.id}`} className={spec.table.visible ? styles.figures : undefined}>
      <caption className={spec.table.visible ? hidden.hidden : undefined}>
        {t.tableCaption(spec.title)}
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={row[0]} data-over={over[r] ? 'true' : undefined}>
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={i}>
                  {/* The last cell of an over-budget row says so in words; the mark repeats it at a glance. */}
                  {over[r] && i === row.length - 1 && (
                    <span aria-hidden="true" className={styles.overMark}>
                      {t.overMark}{' '}
                    </span>
                  )}
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One chart and the same figures as a table, next to it or for screen readers only. */
export function ChartCard({ spec }: { spec: ChartSpec }) {
  const titleId = `chart-${spec.id}-title`;
  return (
    <figure className={styles.card} aria-labelledby={titleId} data-testid={`chart-${spec.id}`}>
      <figcaption id={titleId} className={styles.cardTitle}>
        {spec.title}
      </figcaption>
      <SvgChart spec={spec} />
      {spec.datasets.length > 1 && (
        // Which colour is which series (the table says the same to screen readers).
        <ul className={styles.legend} aria-hidden="true" data-testid={`legend-${spec.id}`}>
          {spec.datasets.map((d) => (
            <li key={d.label}>
              <span
                className={styles.swatch}
                style={{
                  background: `var(--kaspit-${d.legendColor ?? (Array.isArray(d.color) ? d.color[0] : d.color)})`,
                }}
              />
              {d.label}
            </li>
          ))}
          {spec.table.over?.some(Boolean) && (
            <li>
              <span className={styles.swatch} style={{ background: 'var(--kaspit-danger)' }} />
              {t.overMark} {t.series.over}
            </li>
          )}
        </ul>
      )}
      {spec.table.visible ? (
        <FiguresTable spec={spec} />
      ) : (
        // A table cannot be narrower than its content, so a clipped box holds it (no sideways scroll on phones).
        <div className={hidden.hidden}>
          <FiguresTable spec={spec} />
        </div>
      )}
    </figure>
  );
}
