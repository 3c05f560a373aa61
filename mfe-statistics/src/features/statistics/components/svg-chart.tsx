import { useMemo, useState } from 'react';
import { useBoxSize } from '../hooks/use-box-size.js';
import { chartLayout } from '../logic/chart-layout.js';
import type { ChartSpec } from '../logic/chart-specs.js';
import { CategoryAxis, ValueAxis } from './chart-axes.js';
import { Bars, HoverBands, Lines } from './chart-marks.js';
import { ChartTooltip } from './chart-tooltip.js';
import * as styles from './chart.module.css';

// Where nothing is laid out (tests in jsdom): a phone card's size.
const UNMEASURED = { width: 320, height: 256 };

/**
 * A chart drawn by React as inline SVG: no chart library to load or evaluate, nothing drawn outside React's own
 * render, and colours from the theme's CSS variables. It is one image to screen readers (named by its title); the
 * figures table beside it carries the values.
 */
export function SvgChart({ spec }: { spec: ChartSpec }) {
  const [box, size] = useBoxSize<HTMLDivElement>(UNMEASURED);
  const layout = useMemo(() => chartLayout(spec, size.width, size.height), [spec, size.width, size.height]);
  const [active, setActive] = useState<number | null>(null);
  return (
    <div
      ref={box}
      className={styles.chartBox}
      // Horizontal bars need room for every category's row.
      style={spec.horizontal ? { blockSize: `${Math.max(14, spec.labels.length * 2.25)}rem` } : undefined}
      // A touch pointer leaves as the finger lifts; the tapped details stay until the next tap.
      onPointerLeave={(e) => e.pointerType !== 'touch' && setActive(null)}
    >
      <svg
        className={styles.chart}
        role="img"
        aria-label={spec.title}
        data-testid={`svg-${spec.id}`}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width={layout.width}
        height={layout.height}
      >
        <ValueAxis layout={layout} />
        {active !== null && <HighlightBand layout={layout} index={active} />}
        <Bars layout={layout} />
        <Lines layout={layout} />
        <CategoryAxis layout={layout} />
        <HoverBands layout={layout} active={active} onActivate={setActive} />
      </svg>
      {active !== null && <ChartTooltip spec={spec} layout={layout} index={active} />}
    </div>
  );
}

function HighlightBand({ layout, index }: { layout: ReturnType<typeof chartLayout>; index: number }) {
  const band = layout.categories[index]?.band;
  return band ? <rect className={styles.highlight} {...band} /> : null;
}
