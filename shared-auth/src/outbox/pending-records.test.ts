import { describe, expect, it } from 'vitest';
import { pendingRecordsOf } from './pending-records.js';
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
});
