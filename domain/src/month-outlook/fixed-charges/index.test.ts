import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_CYCLE } from '../../index.js';
import { fixedChargesByCategory } from './index.js';

describe('fixedChargesByCategory', () => {
  it('adds installments and the recurring payments due in the month, by category', () => {
    const fixed = fixedChargesByCategory(
      [
        { amount: 100, category: 'ביגוד', installments: { planId: 'p', number: 2, total: 3 } },
        { amount: 50, category: 'ביגוד' },
      ],
      [
        { amount: 60, category: 'מנויים', frequency: 'monthly', startDate: '2026-01-05', isActive: true },
        // quarterly from January: not due in March
        { amount: 900, category: 'ביטוח', frequency: 'quarterly', startDate: '2026-01-05', isActive: true },
        {
          amount: 70,
          category: 'מנויים',
          frequency: 'monthly',
          startDate: '2025-01-01',
          isActive: true,
          amountHistory: [
            { effectiveFrom: '2025-01', amount: 40, changedAt: '2025-01-01T00:00:00Z' },
            { effectiveFrom: '2026-03', amount: 70, changedAt: '2026-03-01T00:00:00Z' },
          ],
        },
      ],
      '2026-03',
      DEFAULT_BILLING_CYCLE,
    );
    expect(Object.fromEntries(fixed)).toEqual({ ביגוד: 100_00, מנויים: 130_00 });
  });
});
