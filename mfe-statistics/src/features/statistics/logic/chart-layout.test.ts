import { describe, expect, it } from 'vitest';
import { chartLayout } from './chart-layout.js';
import type { ChartSpec } from './chart-specs.js';

const vertical = (data: number[], overrides: Partial<ChartSpec> = {}): ChartSpec => ({
  id: 'daily',
  title: 'יום אחר יום',
  type: 'bar',
  labels: data.map((_, i) => String(i + 1)),
  datasets: [{ label: 'הוצאה', data, color: 'accent' }],
  table: { columns: [], rows: [] },
  ...overrides,
});

describe('chartLayout, vertical charts', () => {
  it('puts the first category on the right and the value axis to its right', () => {
    const layout = chartLayout(vertical([10, 20, 30]), 320, 256);
    const [first, second, third] = layout.bars;
    expect(first!.x).toBeGreaterThan(second!.x);
    expect(second!.x).toBeGreaterThan(third!.x);
    expect(first!.x + first!.width).toBeLessThanOrEqual(layout.plot.right);
    expect(layout.plot.right).toBeLessThan(320);
    // The tick labels need the room between the plot and the edge.
    expect(320 - layout.plot.right).toBeGreaterThan(30);
  });

  it('grows bars up from zero, taller for more, and a negative one down from it', () => {
    const layout = chartLayout(vertical([-250, 600], { id: 'net' }), 320, 256);
    const [refund, gain] = layout.bars;
    expect(refund!.y).toBeCloseTo(layout.zero);
    expect(gain!.y + gain!.height).toBeCloseTo(layout.zero);
    expect(gain!.height).toBeGreaterThan(refund!.height);
    expect(layout.ticks.map((t) => t.value)).toContain(0);
    expect(layout.ticks[0]!.value).toBeLessThan(0);
    // Every tick is within the plot, the lowest at its bottom.
    expect(layout.ticks[0]!.at).toBeCloseTo(layout.plot.bottom);
    expect(layout.ticks.at(-1)!.at).toBeCloseTo(layout.plot.top);
  });

  it('colours each bar by its own role when the series has one per point', () => {
    const layout = chartLayout(
      vertical([-1, 1], { datasets: [{ label: 'נטו', data: [-1, 1], color: ['danger', 'success'] }] }),
      320,
      256,
    );
    expect(layout.bars.map((b) => b.color)).toEqual(['danger', 'success']);
  });

  it('thins the labels of a month of days on a phone, but draws every bar', () => {
    const layout = chartLayout(vertical(Array.from({ length: 31 }, (_, i) => i)), 300, 256);
    expect(layout.bars).toHaveLength(31);
    const shown = layout.categories.filter((c) => c.shown);
    expect(shown.length).toBeLessThan(31);
    expect(shown[0]!.index).toBe(0);
    // Neighbouring drawn labels are at least a label's width apart.
    expect(Math.abs(shown[0]!.labelX - shown[1]!.labelX)).toBeGreaterThanOrEqual(14);
  });

  it('draws each line series through the centres of the categories, right to left', () => {
    const layout = chartLayout(
      vertical([5, 10], {
        id: 'trend',
        type: 'line',
        datasets: [
          { label: 'הוצאות', data: [5, 10], color: 'danger' },
          { label: 'הכנסות', data: [8, 2], color: 'success' },
        ],
      }),
      320,
      256,
    );
    expect(layout.bars).toEqual([]);
    expect(layout.lines.map((l) => l.color)).toEqual(['danger', 'success']);
    const [a, b] = layout.lines[0]!.points;
    expect(a!.x).toBeGreaterThan(b!.x);
    expect(a!.x).toBeCloseTo(layout.categories[0]!.labelX);
    expect(b!.y).toBeLessThan(a!.y);
  });

  it('lays out an empty chart: an axis, no bars', () => {
    const layout = chartLayout(vertical([]), 320, 256);
    expect(layout.bars).toEqual([]);
    expect(layout.categories).toEqual([]);
    expect(layout.ticks.length).toBeGreaterThan(1);
  });
});

describe('chartLayout, horizontal bars', () => {
  const spec: ChartSpec = {
    id: 'by-category',
    title: 'לפי קטגוריה',
    type: 'bar',
    horizontal: true,
    labels: ['מזון וסופר', 'ביטוחים ופנסיה והשקעות ארוכות טווח מאוד'],
    datasets: [
      { label: 'הוצאה', data: [300, 50], color: ['danger', 'accent'] },
      { label: 'תקציב', data: [200, 0], color: 'muted' },
    ],
    table: { columns: [], rows: [] },
  };
  const layout = chartLayout(spec, 340, 224);

  it('grows bars leftwards from zero on the right, the first series above the second', () => {
    const [spent, , budget] = layout.bars;
    expect(layout.zero).toBeCloseTo(layout.plot.right);
    expect(spent!.x + spent!.width).toBeCloseTo(layout.zero);
    expect(spent!.width).toBeGreaterThan(budget!.width);
    expect(spent!.y).toBeLessThan(budget!.y);
    // Categories run downwards in order.
    expect(layout.bars[1]!.y).toBeGreaterThan(spent!.y);
  });

  it('writes the names down the right side, a long one cut to fit with its whole name kept', () => {
    expect(layout.categories.every((c) => c.labelX === 340 && c.shown)).toBe(true);
    const long = layout.categories[1]!;
    expect(long.text.endsWith('…')).toBe(true);
    expect(long.label).toBe(spec.labels[1]);
    // The names take at most 40% of the width.
    expect(340 - layout.plot.right).toBeLessThanOrEqual(340 * 0.4 + 6);
  });

  it('spaces the value ticks so their labels do not overlap', () => {
    const gaps = layout.ticks.slice(1).map((t, i) => layout.ticks[i]!.at - t.at);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(36);
    expect(layout.ticks.at(-1)!.at).toBeCloseTo(layout.plot.left);
  });
});
