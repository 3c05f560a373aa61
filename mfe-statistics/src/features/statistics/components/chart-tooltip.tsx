import type { ChartLayout } from '../logic/chart-layout.js';
import type { ChartSpec } from '../logic/chart-specs.js';
import { tooltipText } from '../logic/tooltip-text.js';
import * as styles from './chart.module.css';

/**
 * The hovered category's label and amounts, over the chart. It opens towards the chart's middle from the
 * category (the SVG's coordinates are physical, so it is placed by left/right), so it never leaves the card.
 */
export function ChartTooltip({
  spec,
  layout,
  index,
}: {
  spec: ChartSpec;
  layout: ChartLayout;
  index: number;
}) {
  const slot = layout.categories[index];
  if (!slot) return null;
  const { title, lines } = tooltipText(spec, index);
  const { band } = slot;
  const x = layout.horizontal ? (layout.plot.left + layout.plot.right) / 2 : band.x + band.width / 2;
  const y = layout.horizontal ? band.y + band.height : layout.plot.top;
  const toLeft = x > layout.width / 2;
  const side = toLeft ? { right: layout.width - x } : { left: x };
  const room = (toLeft ? x : layout.width - x) - 4;
  return (
    <div
      className={styles.tooltip}
      style={{ ...side, top: y, maxWidth: room }}
      data-testid={`tooltip-${spec.id}`}
      aria-hidden="true"
    >
      <div className={styles.tooltipTitle}>{title}</div>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </div>
  );
}
