import type { BalanceEntry, UserSettingsReply } from '@kaspit/api-contract';
import { hebrewMonthName, type YearMonth } from '@kaspit/domain';
import { ApiRequestError, apiCall, orKept } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';

/** Where the balances are read and written, and where the outbox keeps a change that waits. */
export const balanceUrl = (userId: string) => `/users/${userId}/bank-account-balance`;

export type { BalanceEntry } from '@kaspit/api-contract';

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

/*
 * The writes go through shared-auth's outbox: when the API cannot be reached they wait on the device and answer
 * `'kept'`. Both are safe to send again: opening the month answers the entry it already has, and an update sets
 * the month's amount.
 */

export const initialiseBalance = (userId: string) =>
  call('initialize', async () => {
    const reply = await orKept(
      apiCall<UserSettingsReply<'balanceSaved'>>({
        method: 'POST',
        url: balanceUrl(userId),
        outbox: { label: messages.outbox.initialiseBalance },
      }),
    );
    return reply === 'kept' ? reply : reply.balance;
  });

export const updateBalance = (userId: string, entry: BalanceEntry) =>
  call('update', async () => {
    const reply = await orKept(
      apiCall<UserSettingsReply<'balanceSaved'>>({
        method: 'PATCH',
        url: balanceUrl(userId),
        data: entry,
        outbox: { label: messages.outbox.balance(hebrewMonthName(entry.month)) },
      }),
    );
    return reply === 'kept' ? reply : reply.balance;
  });

/** The amounts set on this device that wait for the API, by month, the latest of each. */
export function pendingBalances(
  writes: readonly { method: string; data?: unknown }[],
): Map<YearMonth, number> {
  const amounts = new Map<YearMonth, number>();
  for (const write of writes) {
    const entry = write.data as Partial<BalanceEntry> | undefined;
    if (write.method === 'PATCH' && entry?.month && entry.amount !== undefined)
      amounts.set(entry.month, entry.amount);
  }
  return amounts;
}
