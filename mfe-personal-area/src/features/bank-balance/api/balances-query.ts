import type { UserSettingsReply } from '@kaspit/api-contract';
import { ApiRequestError, apiCall } from '@kaspit/shared-auth';

// The list's read on its own (no message catalogue): the remote's `./first-reads` module carries only this.

export type { BalanceEntry } from '@kaspit/api-contract';

/** Where the balances are read and written, and where the outbox keeps a change that waits. */
export const balanceUrl = (userId: string) => `/users/${userId}/bank-account-balance`;

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

/** Runs a balance call; a failure becomes the server's message or the operation's fallback text. */
export async function call<T>(operation: keyof typeof BALANCE_FAILURES, run: () => Promise<T>): Promise<T> {
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
      (await apiCall<UserSettingsReply<'balances'>>({ url: balanceUrl(userId) })).monthlyBankAccountBalance,
  );

/**
 * The list of balances as the page's query cache keeps it: the key and the fetch in one place, so the page and its
 * first read (started by the shell while the page's code is still on its way, see `first-reads.ts`) are one cache
 * entry and one request.
 */
export const balancesQuery = (userId: string) => ({
  queryKey: ['balance', userId] as const,
  queryFn: () => listBalances(userId),
  // The first read, answered while the page's code was still arriving, is not made again when the page mounts
  // moments later; a write marks it stale at once, as it does every read.
  staleTime: 30_000,
});
