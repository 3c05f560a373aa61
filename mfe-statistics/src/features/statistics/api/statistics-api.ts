import type { YearMonth } from '@kaspit/domain';
import { apiCall } from '@kaspit/shared-auth';

/** `GET /api/statistics` (see api/src/routes/statistics/compute.ts); amounts in shekels. */
export interface Statistics {
  month: YearMonth;
  period: { from: string; to: string };
  totals: { outcomes: number; recurring: number; incomes: number; discountsSaved: number; net: number };
  byCategory: { category: string; spent: number; budget: number | null; remaining: number | null }[];
  byPaymentMethod: { paymentMethod: string | null; spent: number }[];
  daily: { date: string; spent: number }[];
  trend: { month: YearMonth; outcomes: number; recurring: number; incomes: number }[];
}

export const fetchStatistics = (userId: string, month: YearMonth) =>
  apiCall<{ statistics: Statistics }>({ url: '/statistics', params: { userId, month } }).then(
    (r) => r.statistics,
  );
