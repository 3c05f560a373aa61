import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_CYCLE } from '../../index.js';
import { chargesStillToCome } from './index.js';

const rent = {
  id: 'r1',
  name: 'שכר דירה',
  amount: 4000,
  category: 'דיור',
  frequency: 'monthly' as const,
  startDate: '2026-01-20',
  isActive: true,
};
const gym = { ...rent, id: 'r2', name: 'חדר כושר', amount: 150, startDate: '2026-01-03' };
const fridge = {
  id: 'o1',
  description: 'מקרר',
  date: '2026-03-25',
  amount: 300.5,
  installments: { number: 3, total: 12 },
};

describe('chargesStillToCome', () => {
  it('lists the recurring occurrences and installments dated after today, earliest first', () => {
    const charges = chargesStillToCome([rent, gym], [fridge], '2026-03', DEFAULT_BILLING_CYCLE, '2026-03-10');
    expect(charges).toEqual([
      { id: 'r1', kind: 'recurring', name: 'שכר דירה', date: '2026-03-20', amount: 400_000 },
      {
        id: 'o1',
        kind: 'installment',
        name: 'מקרר',
        date: '2026-03-25',
        amount: 30_050,
        installment: { number: 3, total: 12 },
      },
    ]);
  });

  it('has nothing for a month that is over and everything for one not started', () => {
    expect(chargesStillToCome([rent], [fridge], '2026-03', DEFAULT_BILLING_CYCLE, '2026-04-02')).toEqual([]);
    expect(
      chargesStillToCome([rent, gym], [fridge], '2026-03', DEFAULT_BILLING_CYCLE, '2026-02-27').map(
        (c) => c.id,
      ),
    ).toEqual(['r2', 'r1', 'o1']);
  });

  it('follows the billing cycle: with months from the 10th, day 3 is charged in the next calendar month', () => {
    const cycle = { startDay: 10, endDay: 9, endMonth: 1 as const };
    const [charge] = chargesStillToCome([gym], [], '2026-03', cycle, '2026-03-15');
    expect(charge?.date).toBe('2026-04-03');
  });
});
