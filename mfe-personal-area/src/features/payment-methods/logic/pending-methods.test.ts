import { describe, expect, it } from 'vitest';
import type { PendingWrite } from '@kaspit/shared-auth';
import { withPendingMethods } from './pending-methods.js';

const base = { key: '', userId: 'u1', label: '', kind: '/users', createdAt: 0 };
const add = (paymentMethodName: string) =>
  ({
    ...base,
    method: 'PATCH',
    url: '/users/u1/payments-methods',
    data: { paymentMethodName },
  }) as PendingWrite;
const remove = (name: string) =>
  ({
    ...base,
    method: 'DELETE',
    url: `/users/u1/payments-methods/${encodeURIComponent(name)}`,
  }) as PendingWrite;

describe('withPendingMethods', () => {
  it('lists waiting adds marked, leaves waiting removes out, in the order they were made', () => {
    expect(withPendingMethods(['מזומן', 'ביט'], [add('פייבוקס'), remove('ביט')])).toEqual([
      { name: 'מזומן', pending: false },
      { name: 'פייבוקס', pending: true },
    ]);
  });

  it('shows a name removed and then added back (an undo) again, marked', () => {
    expect(
      withPendingMethods(['מזומן', 'העברה בנקאית'], [remove('העברה בנקאית'), add('העברה בנקאית')]),
    ).toEqual([
      { name: 'מזומן', pending: false },
      { name: 'העברה בנקאית', pending: true },
    ]);
  });

  it('is the stored list, unmarked, when nothing waits', () => {
    expect(withPendingMethods(['מזומן'], [])).toEqual([{ name: 'מזומן', pending: false }]);
  });
});
