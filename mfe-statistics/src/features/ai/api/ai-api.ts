import type { YearMonth } from '@kaspit/domain';
import { apiCall, ApiRequestError } from '@kaspit/shared-auth';

/** The API's 403 message for users without the subscription (api/src/routes/ai). */
export const AI_DISABLED = 'AI subscription is not enabled';

export interface InsightRecord {
  id: string;
  date: string;
  amount: number;
  category: string;
  description: string;
  paymentMethod?: string;
}

export type Insight =
  | {
      kind: 'forecast';
      severity: 'danger' | 'warning';
      category: string;
      spent: number;
      forecast: number;
      budget: number;
      records: InsightRecord[];
    }
  | {
      kind: 'unusual';
      severity: 'warning';
      record: InsightRecord;
      usual: number;
      /** What `usual` was measured on: the same business's earlier expenses, or the category's. */
      basis?: 'merchant' | 'category';
    }
  | {
      kind: 'priceRise';
      severity: 'info';
      recurringPaymentId: string;
      name: string;
      category: string;
      previousAmount: number;
      amount: number;
      since: YearMonth;
      reason?: string;
    }
  | {
      kind: 'possibleSubscription';
      severity: 'info';
      description: string;
      category: string;
      amount: number;
      months: YearMonth[];
      suggestion: Record<string, unknown> & { name: string };
    }
  | {
      kind: 'expiringDiscount';
      severity: 'info' | 'warning';
      discountId: string;
      title: string;
      business?: string;
      code?: string;
      expiresAt: string;
      daysLeft: number;
    };

export interface InsightsReport {
  month: YearMonth;
  period: { from: string; to: string };
  forecastState: 'running' | 'closed' | 'future';
  daysElapsed: number;
  totalDays: number;
  insights: Insight[];
}

export interface AnswerRecord {
  source: 'outcome' | 'recurring' | 'income';
  id: string;
  date?: string;
  month: YearMonth;
  amount: number;
  description: string;
  category?: string;
  paymentMethod?: string;
}

export type Answer =
  | { understood: true; text: string; total: number; count: number; records: AnswerRecord[] }
  | { understood: false; text: string; examples: string[] };

/** The insights, or `null` when the user has no AI subscription (the API's 403). */
export async function fetchInsights(userId: string, month: YearMonth): Promise<InsightsReport | null> {
  try {
    const reply = await apiCall<{ insights: InsightsReport }>({
      url: '/ai/insights',
      params: { userId, month },
    });
    return reply.insights;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403 && error.message === AI_DISABLED)
      return null;
    throw error;
  }
}

export const askQuestion = (userId: string, question: string) =>
  apiCall<{ answer: Answer }>({ method: 'POST', url: '/ai/ask', data: { userId, question } }).then(
    (r) => r.answer,
  );

/** Registers what looked like an unregistered subscription as a monthly recurring payment. */
export const createRecurring = (suggestion: Record<string, unknown>) =>
  apiCall({ method: 'POST', url: '/recurring-payments', data: { recurringPaymentData: suggestion } });
