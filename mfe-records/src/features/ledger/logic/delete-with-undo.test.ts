import { describe, expect, it } from 'vitest';
import { restoreBodyOf } from './delete-with-undo.js';
import type { LedgerRow } from './ledger-rows.js';

const row = (type: LedgerRow['type'], source: object) => ({ type, id: 'r1', source }) as unknown as LedgerRow;

describe('restoreBodyOf', () => {
  it('sends an expense back with its own id and without the stamps the API sets', async () => {
    const expense = { id: 'e1', date: '2026-03-01', amount: 30, category: 'שונות', description: 'לחם' };
    expect(await restoreBodyOf(row('expense', { ...expense, createdAt: 'x', updatedAt: 'y' }))).toEqual(
      expense,
    );
  });

  it('sends a recurring payment back with its prices and the months it skips', async () => {
    const payment = {
      id: 'p1',
      name: 'ועד בית',
      amount: 250,
      amountHistory: [{ effectiveFrom: '2026-01', amount: 250, changedAt: '2026-01-01T00:00:00.000Z' }],
      skips: [{ from: '2026-02', to: '2026-02' }],
    };
    expect(await restoreBodyOf(row('recurring', payment))).toEqual(payment);
  });
});
