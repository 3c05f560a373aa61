import { describe, expect, it } from 'vitest';
import { formatShekels } from '@kaspit/domain';
import type { ChartSpec } from './chart-specs.js';
import { tooltipText } from './tooltip-text.js';

describe('tooltipText', () => {
  const spec: ChartSpec = {
    id: 'by-category',
    title: 'לפי קטגוריה',
    type: 'bar',
    horizontal: true,
    labels: ['מזון וסופר'],
    datasets: [
      { label: 'הוצאה', data: [300.1], color: 'accent' },
      { label: 'תקציב', data: [500], color: 'muted' },
    ],
    shares: ['86%'],
    table: { columns: [], rows: [] },
  };

  it("names the category and gives each series' amount, the first with its share", () => {
    expect(tooltipText(spec, 0)).toEqual({
      title: 'מזון וסופר',
      lines: [`הוצאה: ${formatShekels(30010)} (86%)`, `תקציב: ${formatShekels(50000)}`],
    });
  });

  it('leaves the share out where the chart has none', () => {
    expect(tooltipText({ ...spec, shares: undefined }, 0).lines[0]).toBe(`הוצאה: ${formatShekels(30010)}`);
  });
});
