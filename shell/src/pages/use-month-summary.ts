import { useEffect, useState } from 'react';
import { fromSelectedDate } from '@kaspit/domain';
import { apiCall, useSelectedDate, useSession } from '@kaspit/shared-auth';

export interface MonthStatistics {
  totals: { outcomes: number; recurring: number; incomes: number; discountsSaved: number; net: number };
  byCategory: { category: string; spent: number; budget: number | null; remaining: number | null }[];
}

export interface MonthSummary {
  month: string;
  statistics: MonthStatistics | null;
  balance: number | null;
  failed: boolean;
}

/** The selected month's statistics and bank balance for the main page's cards. */
export function useMonthSummary(): MonthSummary {
  const { user } = useSession();
  const month = fromSelectedDate(useSelectedDate());
  const [summary, setSummary] = useState<MonthSummary>({
    month,
    statistics: null,
    balance: null,
    failed: false,
  });

  // Fetched again when the month, the user or their billing cycle changes — not when the session re-reads the
  // same user from the API (a new object with the same values), which fetched every card's figures twice.
  const userId = user?.id;
  const cycle = JSON.stringify(user?.billingCyclePeriod ?? null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    const params = { userId, month };
    Promise.all([
      apiCall<{ statistics: MonthStatistics }>({ url: '/statistics', params }),
      apiCall<{ balance: { amount: number } | null }>({
        url: `/users/${userId}/bank-account-balance`,
        params: { month },
      }).catch(() => ({ balance: null })),
    ]).then(
      ([stats, balance]) =>
        live &&
        setSummary({
          month,
          statistics: stats.statistics,
          balance: balance.balance?.amount ?? null,
          failed: false,
        }),
      () => live && setSummary({ month, statistics: null, balance: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [userId, cycle, month]);

  return summary;
}
