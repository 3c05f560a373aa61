import { describe, expect, it } from 'vitest';
import { errors } from '../../../messages.js';
import { emptyExpense, toOutcomeData, validateExpense } from './expense-validation.js';
import { emptyIncome, validateIncome } from './income-validation.js';
import {
  emptyRecurring,
  toRecurringData,
  validateAmountChange,
  validateRecurring,
} from './recurring-validation.js';

const lists = {
  categories: ['מזון וסופר', 'שונות'],
  incomeCategories: ['משכורת', 'החזר'],
  paymentMethods: ['ביט', 'מזומן'],
};
const expense = {
  ...emptyExpense('2026-03-05'),
  amount: '1200',
  category: 'מזון וסופר',
  description: 'מקרר',
};

describe('expense form validation (the API rules, in Hebrew)', () => {
  it('accepts a valid expense and builds the body with the client id', () => {
    expect(validateExpense(expense, lists)).toEqual({});
    expect(toOutcomeData({ ...expense, description: '  מקרר ', paymentMethod: 'ביט' }, 'id-1')).toEqual({
      id: 'id-1',
      date: '2026-03-05',
      amount: 1200,
      category: 'מזון וסופר',
      paymentMethod: 'ביט',
      description: 'מקרר',
    });
  });

  it('requires a date, a non-zero amount with at most 2 decimals, a category of the list and a description', () => {
    const bad = validateExpense(
      {
        ...expense,
        date: '2026-02-30',
        amount: '12.3456',
        category: 'לא קיימת',
        description: '  ',
        paymentMethod: 'צ׳ק',
      },
      lists,
    );
    expect(bad).toEqual({
      date: errors.date,
      amount: errors.expenseAmount,
      category: errors.category,
      paymentMethod: errors.paymentMethod,
      description: errors.required,
    });
    expect(validateExpense({ ...expense, amount: '0' }, lists).amount).toBe(errors.expenseAmount);
    expect(validateExpense({ ...expense, amount: '10000000.01' }, lists).amount).toBe(errors.expenseAmount);
    expect(validateExpense({ ...expense, amount: '-10000000.01' }, lists).amount).toBe(errors.expenseAmount);
    // A negative expense is a refund; an installment plan must still be above 0.
    expect(validateExpense({ ...expense, amount: '-150' }, lists).amount).toBeUndefined();
    expect(toOutcomeData({ ...expense, amount: '-150,50' }, 'id-1').amount).toBe(-150.5);
    expect(
      validateExpense({ ...expense, amount: '-150', inInstallments: true, installmentsTotal: '3' }, lists)
        .amount,
    ).toBe(errors.amount);
    expect(validateExpense({ ...expense, amount: '10,000,000' }, lists).amount).toBeUndefined();
    // A decimal comma is read as Israelis write it; a dot before three digits could be thousands or agorot.
    expect(toOutcomeData({ ...expense, amount: '12,50' }, 'id-1').amount).toBe(12.5);
    expect(validateExpense({ ...expense, amount: '1.234' }, lists).amount).toBe(errors.amountAmbiguous);
    expect(validateExpense({ ...expense, description: 'א'.repeat(121) }, lists).description).toBe(
      errors.descriptionLength,
    );
    expect(validateExpense({ ...expense, notes: 'א'.repeat(1001) }, lists).notes).toBe(errors.notesLength);
    expect(validateExpense({ ...expense, category: ' מזון  וסופר ' }, lists).category).toBeUndefined();
  });

  it('allows 2 to 36 installments of at least one agora each', () => {
    const plan = { ...expense, inInstallments: true };
    expect(validateExpense({ ...plan, installmentsTotal: '12' }, lists)).toEqual({});
    expect(toOutcomeData({ ...plan, installmentsTotal: '12' }, 'x').installments).toEqual({ total: 12 });
    for (const total of ['1', '37', '2.5', 'x']) {
      expect(validateExpense({ ...plan, installmentsTotal: total }, lists).installmentsTotal).toBe(
        errors.installments,
      );
    }
    expect(
      validateExpense({ ...plan, amount: '0.05', installmentsTotal: '6' }, lists).installmentsTotal,
    ).toBe(errors.installmentsAmount);
  });
});

describe('income form validation', () => {
  it('requires a source of at most 60 characters; the category is optional but must be known', () => {
    const income = { ...emptyIncome('2026-03-01'), amount: '15000', source: 'משכורת' };
    expect(validateIncome(income, lists)).toEqual({});
    expect(validateIncome({ ...income, source: '' }, lists).source).toBe(errors.required);
    expect(validateIncome({ ...income, source: 'א'.repeat(61) }, lists).source).toBe(errors.nameLength);
    expect(validateIncome({ ...income, category: 'אחרת' }, lists).category).toBe(errors.category);
    // An income's category comes from the income categories, never the expense ones.
    expect(validateIncome({ ...income, category: 'משכורת' }, lists)).toEqual({});
    expect(validateIncome({ ...income, category: 'שונות' }, lists).category).toBe(errors.category);
  });
});

describe('recurring payment form validation', () => {
  const payment = { ...emptyRecurring('2026-01-01'), name: 'נטפליקס', amount: '49.9', category: 'שונות' };

  it('accepts the five frequencies and an end on or after the start', () => {
    expect(validateRecurring(payment, lists)).toEqual({});
    expect(validateRecurring({ ...payment, frequency: 'weekly' }, lists).frequency).toBe(errors.frequency);
    expect(validateRecurring({ ...payment, endDate: '2025-12-31' }, lists).endDate).toBe(errors.endDate);
    expect(validateRecurring({ ...payment, endDate: '2026-01-01' }, lists).endDate).toBeUndefined();
    expect(toRecurringData(payment, 'r1')).toMatchObject({
      id: 'r1',
      amount: 49.9,
      endDate: null,
      isActive: true,
    });
  });

  it('checks an amount change like the API', () => {
    const change = { newAmount: '55', reason: '', scope: 'future', effectiveFrom: '' };
    expect(validateAmountChange(change)).toEqual({});
    expect(validateAmountChange({ ...change, newAmount: '-1', reason: 'א'.repeat(121) })).toEqual({
      newAmount: errors.amount,
      reason: errors.reason,
    });
    // A change from a given billing month needs that month; other scopes ignore it.
    expect(validateAmountChange({ ...change, scope: 'from' })).toEqual({
      effectiveFrom: errors.effectiveFrom,
    });
    expect(validateAmountChange({ ...change, scope: 'from', effectiveFrom: '2026-08' })).toEqual({});
  });
});
