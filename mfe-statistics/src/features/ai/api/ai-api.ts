import type {
  AiAnswerReply,
  AiAskBody,
  AiInsightsReply,
  Insight,
  InsightsReport,
} from '@kaspit/api-contract';
import type { YearMonth } from '@kaspit/domain';
import { apiCall, ApiRequestError } from '@kaspit/shared-auth';

/** The API's 403 message for users without the subscription (api/src/routes/ai). */
export const AI_DISABLED = 'AI subscription is not enabled';

/** `GET /api/ai/insights` and `POST /api/ai/ask`; amounts in shekels. */
export type { Answer, Insight, InsightsReport } from '@kaspit/api-contract';

/** The insights, or `null` when the user has no AI subscription (the API's 403). */
export async function fetchInsights(userId: string, month: YearMonth): Promise<InsightsReport | null> {
  try {
    const reply = await apiCall<AiInsightsReply>({
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
  apiCall<AiAnswerReply>({
    method: 'POST',
    url: '/ai/ask',
    data: { userId, question } satisfies AiAskBody,
  }).then((r) => r.answer);

/** What the API suggests registering for a possible subscription. */
export type Suggestion = Extract<Insight, { kind: 'possibleSubscription' }>['suggestion'];

/** Registers what looked like an unregistered subscription as a monthly recurring payment. */
export const createRecurring = (suggestion: Suggestion) =>
  apiCall({ method: 'POST', url: '/recurring-payments', data: { recurringPaymentData: suggestion } });
