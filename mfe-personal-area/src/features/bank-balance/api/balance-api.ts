import type { BalanceEntry, UserSettingsReply } from '@kaspit/api-contract';
import { hebrewMonthName, type YearMonth } from '@kaspit/domain';
import { apiCall, orKept } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import { balanceUrl, call } from './balances-query.js';

export {
  BALANCE_FAILURES,
  balanceFailure,
  balancesQuery,
  balanceUrl,
  listBalances,
  type BalanceEntry,
} from './balances-query.js';

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
