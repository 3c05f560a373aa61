import type { ChartLayout } from '../logic/chart-layout.js';
import * as styles from './chart.module.css';

/** The bars, each coloured by its role through CSS, so dark mode recolours them without a redraw. */
export function Bars({ layout }: { layout: ChartLayout }) {
  return (
    <g>
      {layout.bars.map((bar) => (
        <rect
          key={`${bar.series}-${bar.index}`}
          className={styles.bar}
          data-mark="bar"
          data-color={bar.color}
          data-series={bar.series}
          data-index={bar.index}
          x={bar.x}
          y={bar.y}
          width={bar.width}
          height={bar.height}
        />
      ))}
    </g>
  );
}

/** Each series as a line through its points, a dot on each point. */
export function Lines({ layout }: { layout: ChartLayout }) {
  return (
    <g>
      {layout.lines.map((line) => (
        <g key={line.series} data-color={line.color}>
          <polyline className={styles.line} points={line.points.map((p) => `${p.x},${p.y}`).join(' ')} />
          {line.points.map((p) => (
            <circle
              key={p.index}
              className={styles.point}
              data-mark="point"
              data-color={p.color}
              data-series={line.series}
              data-index={p.index}
              cx={p.x}
              cy={p.y}
              r={3}
            />
          ))}
        </g>
      ))}
    </g>
  );
}

/**
 * One invisible target per category over its whole band: a thin bar or a dot is hard to hit with a finger, and
 * the band shows every series of that category at once.
 */
export function HoverBands({
  layout,
  active,
  onActivate,
}: {
  layout: ChartLayout;
  active: number | null;
  onActivate: (index: number | null) => void;
}) {
  return (
    <g>
      {layout.categories.map((c) => (
        <rect
          key={c.index}
          className={styles.band}
          data-band={c.index}
          data-active={active === c.index ? 'true' : undefined}
          x={c.band.x}
          y={c.band.y}
          width={c.band.width}
          height={c.band.height}
          onPointerEnter={(e) => e.pointerType !== 'touch' && onActivate(c.index)}
          // A finger has no hover: a tap opens the category's details and a second tap closes them.
          onPointerDown={(e) => e.pointerType === 'touch' && onActivate(active === c.index ? null : c.index)}
        />
      ))}
    </g>
  );
}
