import { describe, expect, it } from 'vitest';
import { formatShekels } from '@kaspit/domain';
import type { Statistics } from '../api/statistics-api.js';
import { chartSpecs, shareText } from './chart-specs.js';

const stats: Statistics = {
  month: '2026-03',
  period: { from: '2026-03-01', to: '2026-03-31' },
  totals: { outcomes: 350.1, recurring: 50, incomes: 1000, discountsSaved: 0, net: 599.9 },
  byCategory: [
    { category: 'מזון וסופר', spent: 300.1, budget: 500, remaining: 199.9 },
    { category: 'מנויים', spent: 50, budget: null, remaining: null },
  ],
  byPaymentMethod: [
    { paymentMethod: 'מזומן', spent: 300.1 },
    { paymentMethod: null, spent: 50 },
  ],
  daily: [
    { date: '2026-03-01', spent: 0 },
    { date: '2026-03-02', spent: 300.1 },
  ],
  trend: [
    { month: '2026-02', outcomes: 700, recurring: 50, incomes: 500 },
    { month: '2026-03', outcomes: 350.1, recurring: 50, incomes: 1000 },
  ],
};

describe('chartSpecs', () => {
  const specs = chartSpecs(stats);
  const byId = (id: string) => specs.find((s) => s.id === id)!;

  it('has the five charts, each with a table of the same figures', () => {
    expect(specs.map((s) => s.id)).toEqual(['by-category', 'by-payment-method', 'daily', 'trend', 'net']);
    for (const spec of specs) expect(spec.table.rows).toHaveLength(spec.labels.length);
  });

  it("shows each category's amount, share of the month's expenses and its standing against the budget", () => {
    const spec = byId('by-category');
    expect(spec.datasets.map((d) => d.data)).toEqual([
      [300.1, 50],
      [500, 0],
    ]);
    expect(spec.table.visible).toBe(true);
    expect(spec.table.columns).toEqual(['קטגוריה', 'הוצאה', 'חלק מההוצאות', 'מול התקציב']);
    // 300.10 of 350.10: 85.7%.
    expect(spec.table.rows[0]).toEqual([
      'מזון וסופר',
      formatShekels(30010),
      '86%',
      `נותרו ${formatShekels(19990)} מתוך ${formatShekels(50000)}`,
    ]);
    expect(spec.table.rows[1]).toEqual(['מנויים', formatShekels(5000), '14%', 'ללא תקציב']);
    expect(spec.table.over).toEqual([false, false]);
  });

  it('marks an over-budget category in words and in its bar, not by colour alone', () => {
    const over = chartSpecs({
      ...stats,
      byCategory: [
        { category: 'מזון וסופר', spent: 650.5, budget: 500, remaining: -150.5 },
        { category: 'מנויים', spent: 50, budget: 80, remaining: 30 },
      ],
    }).find((s) => s.id === 'by-category')!;
    expect(over.table.over).toEqual([true, false]);
    expect(over.table.rows[0]![3]).toBe(
      `חריגה של ${formatShekels(15050)} מעל תקציב של ${formatShekels(50000)}`,
    );
    expect(over.datasets[0]!.color).toEqual(['danger', 'accent']);
    // The category axis reads the mark too.
    expect(over.labels).toEqual(['⚠ מזון וסופר', 'מנויים']);
  });

  it('gives shares as whole percents, "פחות מ־1%" for a sliver and a dash for refunds or an empty month', () => {
    expect(shareText(1, 300)).toBe('פחות מ־1%');
    expect(shareText(150, 300)).toBe('50%');
    expect(shareText(-20, 300)).toBe('—');
    expect(shareText(0, 0)).toBe('—');
    expect(shareText(300, 300)).toBe('100%');
    // Rounded in whole agorot, halves up: 14.5% is 15% (a float division made it 14.499…%).
    expect(shareText(29, 200)).toBe('15%');
    expect(shareText(1, 8)).toBe('13%');
    expect(shareText(2, 3)).toBe('67%');
  });

  it('names the missing payment method and counts recurring payments in the trend and net', () => {
    const methods = byId('by-payment-method');
    // Each method's share is in its table beside the amount, and in the tooltip.
    expect(methods.labels).toEqual(['מזומן', 'ללא אמצעי תשלום']);
    expect(methods.shares).toEqual(['86%', '14%']);
    expect(methods.table.visible).toBe(true);
    expect(methods.table.rows[1]).toEqual(['ללא אמצעי תשלום', formatShekels(5000), '14%']);
    expect(byId('trend').datasets[0]!.data).toEqual([750, 400.1]);
    const net = byId('net').datasets[0]!;
    expect(net.data).toEqual([-250, 599.9]);
    expect(net.color).toEqual(['danger', 'success']);
  });
});
