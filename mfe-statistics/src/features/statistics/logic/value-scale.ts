/** A value axis: round ticks from `min` to `max` (both ticks), `step` apart. */
export interface ValueScale {
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

/**
 * The smallest 1, 2 or 5 × 10ⁿ step at least `raw`, and never under one shekel: the axis labels are whole shekels,
 * so a finer step would print the same label twice.
 */
export function niceStep(raw: number): number {
  if (!(raw > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  // A float of 10ⁿ times an integer can land a hair above it (3 × 0.1); the tolerance keeps 2 from becoming 5.
  const nice = [1, 2, 5, 10].find((n) => fraction <= n * (1 + 1e-9)) ?? 10;
  return nice * power;
}

/**
 * A value axis for `values` with at most about `maxTicks` intervals. It always includes zero, so bars start from
 * the axis and a negative month reaches below it; an empty or all-zero chart still gets a small scale to draw.
 */
export function valueScale(values: readonly number[], maxTicks: number): ValueScale {
  const finite = values.filter((v) => Number.isFinite(v));
  const low = Math.min(0, ...finite);
  let high = Math.max(0, ...finite);
  if (high === low) high = low + 4;
  const step = niceStep((high - low) / Math.max(1, maxTicks));
  // Steps are whole shekels, so the ticks are integers and add up exactly.
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max; tick += step) ticks.push(tick);
  return { min, max, step, ticks };
}

/** Where `value` falls between the pixel of the scale's minimum (`from`) and of its maximum (`to`). */
export function scalePosition(
  scale: Pick<ValueScale, 'min' | 'max'>,
  value: number,
  from: number,
  to: number,
) {
  return from + ((value - scale.min) / (scale.max - scale.min)) * (to - from);
}
