import { describe, expect, it } from 'vitest';
import { restoreBodyOf } from './kinds.js';
import type { Income } from './income-validation.js';
import type { RecurringPayment } from './recurring-validation.js';

const stamps = { createdAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-09-02T10:00:00.000Z' };

describe('restoreBodyOf', () => {
  it('brings a recurring payment back with its id and every price it had, without server stamps', async () => {
    const payment: RecurringPayment = {
      id: '6f1c2c1e-2f7b-4d59-9d3e-2a8f0b7c9e11',
      name: 'נטפליקס',
      amount: 59.9,
      category: 'מנויים',
      frequency: 'monthly',
      startDate: '2026-03-05',
      endDate: null,
      isActive: true,
      amountHistory: [
        { effectiveFrom: '2026-03', amount: 54.9, changedAt: '2026-03-01T10:00:00.000Z' },
        {
          effectiveFrom: '2026-09',
          amount: 59.9,
          reason: 'העלאת מחיר',
          changedAt: '2026-09-02T10:00:00.000Z',
        },
      ],
    };
    expect(await restoreBodyOf('recurring', { ...payment, ...stamps })).toEqual(payment);
  });

  it('brings an income back as it was, with its own id', async () => {
    const income: Income = {
      id: '0d4f7a52-9c55-4a55-8d0e-3b7f5e2c1a90',
      date: '2026-11-10',
      amount: 12000,
      source: 'משכורת',
      category: 'שכר',
    };
    expect(await restoreBodyOf('income', { ...income, ...stamps })).toEqual(income);
  });
});
