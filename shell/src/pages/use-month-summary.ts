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

  useEffect(() => {
    if (!user) return;
    let live = true;
    const params = { userId: user.id, month };
    Promise.all([
      apiCall<{ statistics: MonthStatistics }>({ url: '/statistics', params }),
      apiCall<{ balance: { amount: number } | null }>({
        url: `/users/${user.id}/bank-account-balance`,
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
  }, [user, month]);

  return summary;
}
