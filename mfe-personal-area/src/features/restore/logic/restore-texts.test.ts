import { describe, expect, it } from 'vitest';
import { describeProblems, restoreSummary } from './restore-texts.js';

const counts = (created: number[], existing: number[] = [0, 0, 0, 0]) => {
  const kinds = ['outcomes', 'incomes', 'recurringPayments', 'discounts'] as const;
  return Object.fromEntries(
    kinds.map((k, i) => [k, { created: created[i]!, existing: existing[i]! }]),
  ) as never;
};

describe('restoreSummary', () => {
  it('says what was added, what was there already, and the billing cycle', () => {
    const result = { restored: counts([6, 1, 2, 0]), settings: { billingCycle: 'restored' }, userData: {} };
    expect(restoreSummary(result as never)).toEqual([
      'נוספו: 6 הוצאות, הכנסה אחת, 2 תשלומים קבועים.',
      'מחזור החיוב שוחזר מהגיבוי.',
    ]);
  });

  it('says plainly that a second restore added nothing', () => {
    const result = {
      restored: counts([0, 0, 0, 0], [6, 1, 2, 1]),
      settings: { billingCycle: 'same' },
      userData: {},
    };
    expect(restoreSummary(result as never)).toEqual([
      'כל מה שבגיבוי כבר נמצא בחשבון, ולא נוסף דבר.',
      'כבר היו בחשבון ונשארו כפי שהם: 10.',
    ]);
  });
});

describe('describeProblems', () => {
  it('names the record (counted from 1) and the field in Hebrew', () => {
    expect(
      describeProblems([
        { path: 'backup.outcomes.1.amount' },
        { path: 'backup.recurringPayments.0.amountHistory' },
        { path: 'backup.month' },
        { path: 'backup.incomes' },
      ]),
    ).toEqual([
      'הוצאה מס׳ 2: סכום',
      'תשלום קבוע מס׳ 1: היסטוריית סכומים',
      'זהו ייצוא של חודש אחד, לא גיבוי: יש לייצא את כל הנתונים.',
    ]);
  });
});
