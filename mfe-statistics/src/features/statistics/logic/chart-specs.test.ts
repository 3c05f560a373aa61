import { describe, expect, it } from 'vitest';
import { formatShekels } from '@kaspit/domain';
import type { Statistics } from '../api/statistics-api.js';
import { chartSpecs } from './chart-specs.js';

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

  it('puts spending against budget, with ₪ he-IL amounts and a dash for no budget', () => {
    const spec = byId('by-category');
    expect(spec.datasets.map((d) => d.data)).toEqual([
      [300.1, 50],
      [500, 0],
    ]);
    expect(spec.table.rows[0]).toEqual([
      'מזון וסופר',
      formatShekels(30010),
      formatShekels(50000),
      formatShekels(19990),
    ]);
    expect(spec.table.rows[1]![2]).toBe('—');
  });

  it('names the missing payment method and counts recurring payments in the trend and net', () => {
    expect(byId('by-payment-method').labels).toEqual(['מזומן', 'ללא אמצעי תשלום']);
    expect(byId('trend').datasets[0]!.data).toEqual([750, 400.1]);
    const net = byId('net').datasets[0]!;
    expect(net.data).toEqual([-250, 599.9]);
    expect(net.color).toEqual(['danger', 'success']);
  });
});
