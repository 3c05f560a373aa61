import { formatWholeShekels } from '../../../shared/format.js';
import type { ChartSpec, ColorRole } from './chart-specs.js';
import { LABEL_FONT_PX, labelStep, textWidth, thinLabels, truncateLabel } from './label-fit.js';
import { scalePosition, valueScale } from './value-scale.js';

/** A rectangle in the SVG's pixels (its viewBox is the box's measured size). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarMark extends Rect {
  series: number;
  index: number;
  color: ColorRole;
}

export interface LineMark {
  series: number;
  color: ColorRole;
  points: { index: number; x: number; y: number; color: ColorRole }[];
}

/** One category: its whole band (the hover target), where its label goes, and whether it is drawn. */
export interface CategorySlot {
  index: number;
  band: Rect;
  labelX: number;
  labelY: number;
  /** The label as drawn (cut with an ellipsis if need be); `label` is the whole of it. */
  text: string;
  label: string;
  shown: boolean;
}

export interface ValueTick {
  value: number;
  label: string;
  /** x of a horizontal chart's tick, y of a vertical chart's. */
  at: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  horizontal: boolean;
  plot: { left: number; top: number; right: number; bottom: number };
  ticks: ValueTick[];
  /** Where the value zero is (x for horizontal charts, y for vertical ones): bars grow from it. */
  zero: number;
  bars: BarMark[];
  lines: LineMark[];
  categories: CategorySlot[];
}

const colorAt = (color: ChartSpec['datasets'][number]['color'], index: number): ColorRole =>
  Array.isArray(color) ? (color[index] ?? color[0] ?? 'accent') : color;

// A category's bars take 80% of its band and each bar 90% of its share, leaving gaps that tell categories apart;
// a bar wider than MAX_BAR (one month on a desktop) would read as a block, not a bar.
const GROUP_SHARE = 0.8;
const BAR_SHARE = 0.9;
const MAX_BAR = 40;
const AXIS_GAP = 6;
const LABEL_ROW = LABEL_FONT_PX + 10;
/** The least room between two value ticks, so a 375 px phone gets three or four, a desktop card more. */
const TICK_SPACING = 36;

/** The value scale and its labels, with at most as many ticks as `length` pixels hold `spacing` apart. */
function ticksFor(spec: ChartSpec, length: number, spacing: (labelWidth: number) => number) {
  const values = spec.datasets.flatMap((d) => d.data);
  // The widest label is the largest magnitude's; guessed before the scale rounds it up (at most about twice).
  const largest = Math.max(1, ...values.map(Math.abs)) * 2;
  const guess = textWidth(formatWholeShekels(values.some((v) => v < 0) ? -largest : largest));
  const scale = valueScale(values, Math.max(1, Math.floor(length / spacing(guess))));
  const labels = scale.ticks.map((v) => formatWholeShekels(v));
  return { scale, labels, widest: Math.max(...labels.map((l) => textWidth(l))) };
}

/** A bar per value of every series; `place` says where a series' value goes in its category's band. */
function barsOf(spec: ChartSpec, place: (index: number, series: number, value: number) => Rect): BarMark[] {
  if (spec.type !== 'bar') return [];
  return spec.datasets.flatMap((d, series) =>
    d.data.map((value, index) => ({
      ...place(index, series, value),
      series,
      index,
      color: colorAt(d.color, index),
    })),
  );
}

/** Where the `series`-th bar of a group centred at `center` goes across a band `band` pixels wide. */
function slice(center: number, band: number, series: number, count: number) {
  const group = Math.min(band * GROUP_SHARE, MAX_BAR * count);
  const each = group / count;
  // Series 0 gets the far end of the band: the right of a vertical chart (horizontal ones pass the series mirrored,
  // so theirs is on top).
  return {
    start: center + group / 2 - (series + 1) * each + (each * (1 - BAR_SHARE)) / 2,
    size: each * BAR_SHARE,
  };
}

/**
 * Vertical charts, right to left: the first category on the right, the value axis on the right beside it, bars
 * growing up from zero (down for a negative value), lines through each category's centre.
 */
function verticalLayout(spec: ChartSpec, width: number, height: number): ChartLayout {
  const top = LABEL_FONT_PX / 2 + 2;
  const bottom = height - LABEL_ROW;
  const { scale, labels, widest } = ticksFor(spec, bottom - top, () => TICK_SPACING);
  const plot = { left: 2, top, right: width - widest - AXIS_GAP, bottom };
  const y = (v: number) => scalePosition(scale, v, plot.bottom, plot.top);
  const n = spec.labels.length;
  const band = (plot.right - plot.left) / Math.max(1, n);
  const center = (i: number) => plot.right - (i + 0.5) * band;
  // A long label is cut rather than thinning every other one away; then as many are drawn as fit side by side.
  const texts = spec.labels.map((l) => truncateLabel(l, Math.max(band - 4, 56)));
  const shown = thinLabels(texts, band);
  const zero = y(0);
  const count = spec.datasets.length;
  return {
    width,
    height,
    horizontal: false,
    plot,
    zero,
    ticks: scale.ticks.map((value, i) => ({ value, label: labels[i]!, at: y(value) })),
    bars: barsOf(spec, (index, series, value) => {
      const { start, size } = slice(center(index), band, series, count);
      return { x: start, width: size, y: Math.min(y(value), zero), height: Math.abs(y(value) - zero) };
    }),
    lines:
      spec.type === 'line'
        ? spec.datasets.map((d, series) => ({
            series,
            color: colorAt(d.color, 0),
            points: d.data.map((v, index) => ({
              index,
              x: center(index),
              y: y(v),
              color: colorAt(d.color, index),
            })),
          }))
        : [],
    categories: spec.labels.map((label, index) => ({
      index,
      band: { x: center(index) - band / 2, y: plot.top, width: band, height: plot.bottom - plot.top },
      labelX: center(index),
      labelY: height - 6,
      text: texts[index]!,
      label,
      shown: shown[index]!,
    })),
  };
}

/**
 * Horizontal bars, right to left: category names down the right side, bars growing leftwards from zero, the value
 * axis along the bottom.
 */
function horizontalLayout(spec: ChartSpec, width: number, height: number): ChartLayout {
  const names = Math.min(Math.max(0, ...spec.labels.map((l) => textWidth(l))), Math.round(width * 0.4));
  const right = width - names - AXIS_GAP;
  const { scale, labels, widest } = ticksFor(spec, right, (w) => Math.max(TICK_SPACING, w + 12));
  const plot = { left: Math.ceil(widest / 2) + 2, top: 2, right, bottom: height - LABEL_ROW };
  const x = (v: number) => scalePosition(scale, v, plot.right, plot.left);
  const n = spec.labels.length;
  const band = (plot.bottom - plot.top) / Math.max(1, n);
  const center = (i: number) => plot.top + (i + 0.5) * band;
  const step = labelStep(band, LABEL_FONT_PX, 2);
  const zero = x(0);
  const count = spec.datasets.length;
  return {
    width,
    height,
    horizontal: true,
    plot,
    zero,
    ticks: scale.ticks.map((value, i) => ({ value, label: labels[i]!, at: x(value) })),
    bars: barsOf(spec, (index, series, value) => {
      // Across a horizontal band the first series is on top: mirror the vertical slice around the centre.
      const { start, size } = slice(center(index), band, count - 1 - series, count);
      return { y: start, height: size, x: Math.min(x(value), zero), width: Math.abs(x(value) - zero) };
    }),
    lines: [],
    categories: spec.labels.map((label, index) => ({
      index,
      band: { x: plot.left, y: center(index) - band / 2, width: plot.right - plot.left, height: band },
      labelX: width,
      labelY: center(index),
      text: truncateLabel(label, names),
      label,
      shown: index % step === 0,
    })),
  };
}

/** Where everything of `spec` goes in a `width` × `height` pixel chart. */
export function chartLayout(spec: ChartSpec, width: number, height: number): ChartLayout {
  return spec.horizontal ? horizontalLayout(spec, width, height) : verticalLayout(spec, width, height);
}
