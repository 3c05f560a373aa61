import { describe, expect, it } from 'vitest';
import { deleteQuestion } from './delete-question.js';
import type { LedgerRow } from './ledger-rows.js';

const row = (type: LedgerRow['type'], description: string, source: object = {}) =>
  ({ type, id: 'r1', description, source }) as unknown as LedgerRow;

describe('deleteQuestion', () => {
  it('asks about a plain expense with one answer that deletes it whole', () => {
    expect(deleteQuestion(row('expense', 'לחם'), '2026-03')).toEqual({
      title: 'למחוק את "לחם"?',
      body: undefined,
      choices: [{ label: 'כן, למחוק', scope: 'whole' }],
    });
  });

  it('says an installment deletes its whole plan', () => {
    const plan = { planId: 'p', number: 2, total: 3, price: 300 };
    expect(deleteQuestion(row('expense', 'מקרר', { installments: plan }), '2026-03').body).toBe(
      'זו תוכנית תשלומים: כל 3 התשלומים יימחקו יחד.',
    );
  });

  it("offers a recurring payment's charge in this month only, or the whole payment", () => {
    const question = deleteQuestion(row('recurring', 'ועד בית'), '2026-03');
    expect(question.choices).toEqual([
      { label: 'רק החיוב של מרץ 2026', scope: 'month' },
      { label: 'את כל התשלום, מכל החודשים', scope: 'whole' },
    ]);
    expect(question.body).toContain('מרץ 2026');
  });
});
