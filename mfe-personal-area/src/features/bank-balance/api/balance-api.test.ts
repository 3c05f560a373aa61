import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, WriteQueuedError, type PendingWrite } from '@kaspit/shared-auth';
import {
  balanceFailure,
  initialiseBalance,
  listBalances,
  pendingBalances,
  updateBalance,
} from './balance-api.js';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@kaspit/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@kaspit/shared-auth')>()),
  apiCall,
}));

const entry = {
  month: '2026-03',
  amount: 100,
  billingCyclePeriod: { startDay: 1, endDay: 31, endMonth: 0 as const },
};

beforeEach(() => apiCall.mockReset());

describe('balance calls', () => {
  it('send the shapes the API expects', async () => {
    apiCall.mockResolvedValueOnce({ monthlyBankAccountBalance: [entry] });
    expect(await listBalances('u')).toEqual([entry]);
    apiCall.mockResolvedValueOnce({ balance: entry });
    await updateBalance('u', entry);
    expect(apiCall).toHaveBeenLastCalledWith({
      method: 'PATCH',
      url: '/users/u/bank-account-balance',
      data: entry,
      outbox: { label: 'עדכון יתרת החשבון לחודש מרץ 2026' },
    });
    apiCall.mockResolvedValueOnce({ balance: entry });
    await initialiseBalance('u');
    expect(apiCall).toHaveBeenLastCalledWith({
      method: 'POST',
      url: '/users/u/bank-account-balance',
      outbox: { label: 'פתיחת יתרה לחודש הנוכחי' },
    });
  });

  it('answer "kept" for a write that waits on the device, never a failure', async () => {
    apiCall.mockRejectedValueOnce(new WriteQueuedError({} as PendingWrite));
    expect(await updateBalance('u', entry)).toBe('kept');
  });

  it("read the amounts waiting on the device, each month's latest", () => {
    const patch = (month: string, amount: number) => ({ method: 'PATCH', data: { ...entry, month, amount } });
    expect([
      ...pendingBalances([
        patch('2026-03', 5),
        { method: 'POST' },
        patch('2026-04', -3),
        patch('2026-03', 7),
      ]),
    ]).toEqual([
      ['2026-03', 7],
      ['2026-04', -3],
    ]);
  });

  it("fail with the server's message when the server answered", () => {
    expect(balanceFailure(new ApiRequestError('User not found', 404), 'update').message).toBe(
      'User not found',
    );
  });

  it('fail with the spec message for each call otherwise', () => {
    const offline = new ApiRequestError('Connection failed.');
    expect(balanceFailure(offline, 'update').message).toBe('Failed to update monthly bank account balance');
    expect(balanceFailure(offline, 'get').message).toBe('Failed to get monthly bank account balance');
    expect(balanceFailure(new Error('x'), 'initialize').message).toBe(
      'Failed to initialize monthly bank account balance',
    );
  });
});
