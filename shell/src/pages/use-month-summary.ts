import { useCallback, useEffect, useState } from 'react';
import { fromSelectedDate } from '@kaspit/domain';
import { apiCall, useSelectedDate, useSession, writesDelivered$ } from '@kaspit/shared-auth';
import { useQuickAddSaves } from '../quick-add/store.js';

export interface MonthStatistics {
  totals: { outcomes: number; recurring: number; incomes: number; discountsSaved: number; net: number };
  byCategory: { category: string; spent: number; budget: number | null; remaining: number | null }[];
}

/** An installment of the month as the outcomes listing sends it. */
export interface MonthInstallment {
  id: string;
  description: string;
  category: string;
  date: string;
  amount: number;
  installments?: { planId: string; number: number; total: number };
}

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

/** The selected month's statistics, bank balance and installments for the main page's glance and cards. */
export function useMonthSummary(): MonthSummary & { retry: () => void } {
  const { user } = useSession();
  const month = fromSelectedDate(useSelectedDate());
  // A quick expense saved from the header or the page shows in the figures at once.
  const quickAddSaves = useQuickAddSaves();
  // Read again on `retry` and when writes kept on the device reach the service.
  const [reads, setReads] = useState(0);
  const retry = useCallback(() => setReads((n) => n + 1), []);
  useEffect(() => {
    const subscription = writesDelivered$.subscribe(retry);
    return () => subscription.unsubscribe();
  }, [retry]);
  const [summary, setSummary] = useState<MonthSummary>({
    month,
    statistics: null,
    balance: null,
    installments: [],
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
      apiCall<{ outcomes: MonthInstallment[] }>({
        url: '/outcomes',
        params: { month, installments: 'only', limit: INSTALLMENTS_SHOWN },
      }),
    ]).then(
      ([stats, balance, installments]) =>
        live &&
        setSummary({
          month,
          statistics: stats.statistics,
          balance: balance.balance?.amount ?? null,
          installments: installments.outcomes,
          failed: false,
        }),
      () => live && setSummary({ month, statistics: null, balance: null, installments: [], failed: true }),
    );
    return () => {
      live = false;
    };
  }, [userId, cycle, month, quickAddSaves, reads]);

  return { ...summary, retry };
}
