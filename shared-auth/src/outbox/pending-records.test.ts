import { describe, expect, it } from 'vitest';
import { pendingRecordsOf, pendingWritesTo } from './pending-records.js';
import type { PendingWrite } from './store.js';

const write = (method: PendingWrite['method'], recordId: string, data?: unknown, kind = '/outcomes') =>
  ({
    method,
    recordId,
    data,
    kind,
    url: kind,
    key: '',
    userId: 'u',
    label: '',
    createdAt: 0,
  }) as PendingWrite;

describe('pendingRecordsOf', () => {
  it('lists the records created here as last edited here, and marks every id with a write waiting', () => {
    const { created, waiting } = pendingRecordsOf(
      [
        write('POST', 'a', { outcomeData: { id: 'a', amount: 12 } }),
        write('PUT', 'a', { outcomeData: { id: 'a', amount: 14 } }),
        write('PUT', 'b', { outcomeData: { id: 'b', amount: 3 } }),
        write('PATCH', 'c'),
        write('POST', 'd', { incomeData: { id: 'd' } }, '/incomes'),
      ],
      '/outcomes',
      'outcomeData',
    );
    expect(created).toEqual([{ id: 'a', amount: 14 }]);
    expect([...waiting].sort()).toEqual(['a', 'b', 'c']);
  });

  it('forgets a created record deleted before it was sent, but keeps the id marked', () => {
    const { created, waiting } = pendingRecordsOf(
      [write('POST', 'a', { outcomeData: { id: 'a' } }), write('DELETE', 'a')],
      '/outcomes',
      'outcomeData',
    );
    expect(created).toEqual([]);
    expect(waiting.has('a')).toBe(true);
  });

  it('shows a record the API has as last replaced here, until a delete of it waits too', () => {
    const replaced = pendingRecordsOf(
      [
        write('PUT', 'b', { outcomeData: { amount: 3 } }),
        write('PUT', 'b', { outcomeData: { amount: 4 } }),
        write('PUT', 'c', { outcomeData: { amount: 5 } }),
        write('DELETE', 'c'),
      ],
      '/outcomes',
      'outcomeData',
    );
    expect(replaced.created).toEqual([]);
    expect([...replaced.edited!]).toEqual([['b', { id: 'b', amount: 4 }]]);
    expect([...replaced.deleted!]).toEqual(['c']);
  });

  it('leaves out a record whose delete waits, unless its undo (a create of it again) waits after it', () => {
    const deleted = (writes: PendingWrite[]) => [
      ...pendingRecordsOf(writes, '/outcomes', 'outcomeData').deleted!,
    ];
    expect(deleted([write('DELETE', 'a')])).toEqual(['a']);
    expect(deleted([write('DELETE', 'a'), write('POST', 'a', { outcomeData: { id: 'a' } })])).toEqual([]);
    // Made here and deleted before it was sent: the API never lists it, so there is nothing to leave out.
    expect(deleted([write('POST', 'a', { outcomeData: { id: 'a' } }), write('DELETE', 'a')])).toEqual([]);
  });
});

describe('pendingWritesTo', () => {
  it('picks the writes to an address and below it, oldest first, and no address that only starts alike', () => {
    const at = (url: string) => ({ ...write('PATCH', 'u1'), url });
    const pending = [
      at('/users/u1/payments-methods'),
      at('/users/u1/budgets'),
      at('/users/u1/payments-methods/ביט'),
      at('/users/u1/payments-methods-old'),
    ];
    expect(pendingWritesTo(pending, '/users/u1/payments-methods').map((w) => w.url)).toEqual([
      '/users/u1/payments-methods',
      '/users/u1/payments-methods/ביט',
    ]);
  });
});
