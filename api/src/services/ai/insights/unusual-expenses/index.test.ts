import { describe, expect, it } from 'vitest';
import type { Expense } from '../rules.js';
import { merchantKey, unusualExpenses, type PastExpense } from './index.js';

let n = 0;
const expense = (
  shekels: number,
  description = 'קנייה',
  category = 'מזון וסופר',
  extra: Partial<Expense> = {},
): Expense => ({
  id: `e${++n}`,
  date: '2026-04-10',
  amountAgorot: Math.round(shekels * 100),
  category,
  description,
  ...extra,
});
const past = (description: string, ...shekels: number[]): PastExpense[] =>
  shekels.map((s) => ({ id: `p${++n}`, amountAgorot: Math.round(s * 100), description }));
/** The history as the loader gives it: each category's past expenses, the candidates' own rows included. */
const history = (category: string, rows: readonly (PastExpense | Expense)[]) =>
  new Map([
    [category, rows.map((r) => ({ id: r.id, amountAgorot: r.amountAgorot, description: r.description }))],
  ]);

const FUEL = 'תחבורה ודלק';

describe('merchantKey', () => {
  it('names one business however the card writes its branch', () => {
    expect(merchantKey('פז - תחנה 1234')).toBe(merchantKey('  פז   תחנה 77 '));
    expect(merchantKey('Ten דלק')).toBe(merchantKey('TEN דלק'));
    expect(merchantKey('פז')).not.toBe(merchantKey('סונול'));
  });
});

describe('unusualExpenses', () => {
  it('a ₪300 fill-up among ₪280–₪320 fill-ups is usual though parking pulls the category median down', () => {
    const parking = past('חניון אחוזת החוף', 12, 15, 18, 20, 25, 14, 16, 22, 19, 13);
    const fillUps = past('פז - תחנה 1234', 280, 295, 310, 320, 300, 290);
    const fillUp = expense(300, 'פז - תחנה 77', FUEL);
    const big = expense(1200, 'פז - תחנה 1234', FUEL);
    const found = unusualExpenses([fillUp, big], history(FUEL, [...parking, ...fillUps, fillUp, big]));
    expect(found).toEqual([{ expense: big, usualAgorot: 30_000, basis: 'merchant' }]);
  });

  it("without the merchant's own history, judges against the band of amounts the expense belongs to", () => {
    const parking = past('חניון', 12, 15, 18, 20, 25, 14, 16);
    const fillUps = [...past('פז', 290), ...past('סונול', 305), ...past('דלק', 285), ...past('Ten', 315)];
    const atNewStation = expense(300, 'דור אלון', FUEL);
    const bigAtNewStation = expense(1200, 'דור אלון מרכז', FUEL);
    const between = expense(100, 'מוסך', FUEL); // under the fill-ups' band: not above anything usual
    const rows = [...parking, ...fillUps, atNewStation, bigAtNewStation, between];
    const found = unusualExpenses([atNewStation, bigAtNewStation, between], history(FUEL, rows));
    expect(found).toEqual([{ expense: bigAtNewStation, usualAgorot: 30_000, basis: 'category' }]);
  });

  it('flags an expense far above the category median', () => {
    const big = expense(900, 'קייטרינג לאירוע');
    const usual = expense(110, 'שופרסל');
    const rows = [...past('רמי לוי', 100, 120, 90, 105), big, usual];
    expect(unusualExpenses([big, usual], history('מזון וסופר', rows))).toEqual([
      { expense: big, usualAgorot: 10_500, basis: 'category' },
    ]);
  });

  it('stays quiet for small amounts, thin history, installments and merely high expenses', () => {
    const small = expense(90);
    expect(unusualExpenses([small], history('מזון וסופר', [...past('x', 20, 20, 20, 20), small]))).toEqual(
      [],
    );
    const thin = expense(900);
    expect(unusualExpenses([thin], history('מזון וסופר', [...past('x', 100, 100), thin]))).toEqual([]);
    const high = expense(450);
    const spread = [...past('x', 100, 300, 200, 400, 250), high];
    expect(unusualExpenses([high], history('מזון וסופר', spread))).toEqual([]);
    const coat = expense(2000, 'מעיל', 'ביגוד', { planId: 'p' });
    expect(unusualExpenses([coat], history('ביגוד', [...past('x', 100, 100, 100, 100), coat]))).toEqual([]);
  });

  it('a category of identical amounts (MAD 0) does not flag a small step up', () => {
    const step = expense(130, 'נטפליקס', 'מנויים');
    const rows = [...past('נטפליקס', 120, 120, 120, 120), step];
    expect(unusualExpenses([step], history('מנויים', rows))).toEqual([]);
  });

  it('an earlier splurge does not hide the next one', () => {
    const next = expense(950, 'קייטרינג');
    const rows = [...past('רמי לוי', 100, 110, 90, 105), ...past('קייטרינג', 900), next];
    expect(unusualExpenses([next], history('מזון וסופר', rows))).toEqual([
      { expense: next, usualAgorot: 10_250, basis: 'category' },
    ]);
  });

  it('a refund is never unusual and does not pull the usual amount down', () => {
    const refund = expense(-1500, 'זיכוי דלק', FUEL);
    const fillUp = expense(310, 'דור אלון', FUEL);
    const fillUps = [...past('פז', 300), ...past('סונול', 290), ...past('דלק', 305), ...past('Ten', 295)];
    // Four refunds would drag the median of [300, 290, 305, 295, -300 ×4] below zero and flag every fill-up.
    const rows = [...fillUps, ...past('זיכוי', -300, -300, -300, -300), refund, fillUp];
    expect(unusualExpenses([refund, fillUp], history(FUEL, rows))).toEqual([]);
  });
});
