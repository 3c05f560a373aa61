import { useCallback } from 'react';
import { fromSelectedDate } from '@kaspit/domain';
import { readStatusOf, useQuery, useSelectedDate, useSession } from '@kaspit/shared-auth';
import { fetchInsights } from '../api/ai-api.js';

/**
 * The selected month's insights; `not-subscribed` when the API says the AI subscription is off. They live in the
 * page's query cache under the person and month, and are read again after a write to what they are drawn from.
 */
export function useInsights() {
  const { user } = useSession();
  const month = fromSelectedDate(useSelectedDate());
  const userId = user?.id;
  // The user record says whether the subscription is on; asking the API anyway would only earn a 403.
  const enabled = user?.aiSubscription?.enabled;
  const insights = useQuery({
    queryKey: ['ai-insights', userId, month],
    meta: { reads: ['records', 'budgets', 'profile'] },
    queryFn: () => fetchInsights(userId!, month),
    enabled: Boolean(userId) && enabled !== false,
  });
  const { data, refetch } = insights;
  const reload = useCallback(() => void refetch(), [refetch]);
  const read = readStatusOf(insights);
  const status = enabled === false || (read === 'ready' && data === null) ? 'not-subscribed' : read;
  return { userId, month, status, report: data ?? null, reload } as const;
}
