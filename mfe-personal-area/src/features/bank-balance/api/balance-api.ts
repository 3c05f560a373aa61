import type { BillingCyclePeriod, YearMonth } from '@kaspit/domain';
import { ApiRequestError, apiCall } from '@kaspit/shared-auth';

export interface BalanceEntry {
  month: YearMonth;
  amount: number;
  billingCyclePeriod: BillingCyclePeriod;
}

/** A balance call that fails says the server's message, else one of these. */
export const BALANCE_FAILURES = {
  update: 'Failed to update monthly bank account balance',
  get: 'Failed to get monthly bank account balance',
  initialize: 'Failed to initialize monthly bank account balance',
} as const;

/** The server's message when the server answered, else the fallback text for `operation`. */
export function balanceFailure(error: unknown, operation: keyof typeof BALANCE_FAILURES): Error {
  const fromServer = error instanceof ApiRequestError && error.status !== undefined && error.message;
  return new Error(fromServer || BALANCE_FAILURES[operation]);
}

async function call<T>(operation: keyof typeof BALANCE_FAILURES, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw balanceFailure(error, operation);
  }
}

export const listBalances = (userId: string) =>
  call(
    'get',
    async () =>
      (
        await apiCall<{ monthlyBankAccountBalance: BalanceEntry[] }>({
          url: `/users/${userId}/bank-account-balance`,
        })
      ).monthlyBankAccountBalance,
  );

export const initialiseBalance = (userId: string) =>
  call(
    'initialize',
    async () =>
      (
        await apiCall<{ balance: BalanceEntry }>({
          method: 'POST',
          url: `/users/${userId}/bank-account-balance`,
        })
      ).balance,
  );

export const updateBalance = (userId: string, entry: BalanceEntry) =>
  call(
    'update',
    async () =>
      (
        await apiCall<{ balance: BalanceEntry }>({
          method: 'PATCH',
          url: `/users/${userId}/bank-account-balance`,
          data: entry,
        })
      ).balance,
  );
