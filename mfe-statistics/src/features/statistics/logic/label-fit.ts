/** Axis text size in pixels; the chart's CSS sets the same size. */
export const LABEL_FONT_PX = 12;

/**
 * About how wide `text` is drawn at `fontPx`: the SVG is laid out before any text exists to measure, and a
 * slightly generous guess (Hebrew letters and digits are about half an em; the shekel sign and marks a little more)
 * only costs a little space.
 */
export function textWidth(text: string, fontPx = LABEL_FONT_PX): number {
  // Direction marks (the formatters' RLM/LRM) take no room.
  const visible = text.replace(/[\u200e\u200f\u2066-\u2069]/g, '');
  return Math.ceil(visible.length * fontPx * 0.6);
}

/**
 * Every how-many-th label fits when labels `slot` pixels apart are at most `width` wide: 1 shows them all, 2 every
 * other one, and so on, so neighbours never overlap.
 */
export function labelStep(slot: number, width: number, gap = 6): number {
  if (slot <= 0) return 1;
  return Math.max(1, Math.ceil((width + gap) / slot));
}

/**
 * Which of `labels` to draw along an axis whose slots are `slot` pixels apart. The first one (the rightmost, in
 * right-to-left charts) is always drawn, and then every `labelStep`-th.
 */
export function thinLabels(labels: readonly string[], slot: number, fontPx = LABEL_FONT_PX): boolean[] {
  const widest = Math.max(0, ...labels.map((l) => textWidth(l, fontPx)));
  const step = labelStep(slot, widest);
  return labels.map((_, i) => i % step === 0);
}

/** `text` cut to fit `width` pixels, ending in an ellipsis when cut (the full text goes in a `<title>`). */
export function truncateLabel(text: string, width: number, fontPx = LABEL_FONT_PX): string {
  if (textWidth(text, fontPx) <= width) return text;
  const fits = Math.floor(width / (fontPx * 0.6)) - 1;
  return fits <= 0 ? '…' : `${text.slice(0, fits).trimEnd()}…`;
}
