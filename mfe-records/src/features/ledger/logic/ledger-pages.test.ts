import { describe, expect, it } from 'vitest';
import { mergeStreams } from './ledger-pages.js';
import type { LedgerRow } from './ledger-rows.js';

const row = (type: LedgerRow['type'], id: string, date: string, amount = 100): LedgerRow => ({
  key: `${type}:${id}`,
  type,
  id,
  date,
  amount,
  description: id,
  category: '',
  paymentMethod: '',
  installment: '',
  source: {} as LedgerRow['source'],
});

describe('merging pages of expenses and incomes', () => {
  const sort = { key: 'date', direction: 'desc' } as const;

  it('holds back rows that an unread page of another kind may precede', () => {
    const expenses = {
      rows: [row('expense', 'a', '2026-03-20'), row('expense', 'b', '2026-03-15')],
      more: true,
    };
    const incomes = {
      rows: [row('income', 'c', '2026-03-18'), row('income', 'd', '2026-03-01')],
      more: false,
    };
    // An unread expense may be dated anywhere up to 2026-03-15, so the income of 2026-03-01 waits.
    expect(mergeStreams([expenses, incomes], sort).map((r) => r.id)).toEqual(['a', 'c', 'b']);
    expect(mergeStreams([{ ...expenses, more: false }, incomes], sort).map((r) => r.id)).toEqual([
      'a',
      'c',
      'b',
      'd',
    ]);
  });

  it('orders equal keys by kind, then id, as the API orders one kind', () => {
    const rows = mergeStreams(
      [
        { rows: [row('expense', 'b', '2026-03-10'), row('expense', 'c', '2026-03-10')], more: false },
        { rows: [row('income', 'a', '2026-03-10')], more: false },
      ],
      { key: 'amount', direction: 'asc' },
    );
    expect(rows.map((r) => r.key)).toEqual(['expense:b', 'expense:c', 'income:a']);
  });
});
