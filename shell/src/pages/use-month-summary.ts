import { useCallback } from 'react';
import type { Outcome, Statistics, StatisticsReply, UserSettingsReply } from '@kaspit/api-contract';
import { fromSelectedDate } from '@kaspit/domain';
import { apiCall, keepPreviousData, useQuery, useSelectedDate, useSession } from '@kaspit/shared-auth';

/** What `/main` shows of the month's statistics. */
export type MonthStatistics = Pick<Statistics, 'totals' | 'byCategory'>;

/** An installment of the month as the outcomes listing sends it. */
export type MonthInstallment = Pick<
  Outcome,
  'id' | 'description' | 'category' | 'date' | 'amount' | 'installments'
>;

export interface MonthSummary {
  month: string;
  statistics: MonthStatistics | null;
  balance: number | null;
  /** The month's installments of purchase plans (the glance lists those still to come). */
  installments: MonthInstallment[];
  failed: boolean;
}

/** The most installments one month lists on `/main`; a household has a handful. */
const INSTALLMENTS_SHOWN = 100;

async function readMonthSummary(userId: string, month: string): Promise<Omit<MonthSummary, 'failed'>> {
  const [stats, balance, installments] = await Promise.all([
    apiCall<StatisticsReply>({ url: '/statistics', params: { userId, month } }),
    apiCall<UserSettingsReply<'balance'>>({
      url: `/users/${userId}/bank-account-balance`,
      params: { month },
    }).catch(() => ({ balance: null })),
    apiCall<{ outcomes: MonthInstallment[] }>({
      url: '/outcomes',
      params: { month, installments: 'only', limit: INSTALLMENTS_SHOWN },
    }),
  ]);
  return {
    month,
    statistics: stats.statistics,
    balance: balance.balance?.amount ?? null,
    installments: installments.outcomes,
  };
}

/**
 * The selected month's statistics, bank balance and installments for the main page's glance and cards, from the
 * page's query cache: read again after any write (a quick expense, another area's save, the outbox's delivery).
 */
export function useMonthSummary(): MonthSummary & { retry: () => void } {
  const { user } = useSession();
  const month = fromSelectedDate(useSelectedDate());
  // Keyed by the month, the user and their billing cycle — not the session's user object, which the session
  // re-reads from the API as a new object with the same values (that fetched every card's figures twice).
  const userId = user?.id;
  const cycle = JSON.stringify(user?.billingCyclePeriod ?? null);
  const summary = useQuery({
    queryKey: ['month-summary', userId, month, cycle],
    queryFn: () => readMonthSummary(userId!, month),
    enabled: Boolean(userId),
    // The month before stays until the next one's figures arrive, as the cards did before.
    placeholderData: keepPreviousData,
  });
  const { refetch } = summary;
  const retry = useCallback(() => void refetch(), [refetch]);
  if (summary.isError || !summary.data)
    return { month, statistics: null, balance: null, installments: [], failed: summary.isError, retry };
  return { ...summary.data, failed: false, retry };
}
