import { fromSelectedDate } from '@kaspit/domain';
import { readStatusOf, useQuery, useSelectedDate, useSession } from '@kaspit/shared-auth';
import { fetchStatistics } from '../api/statistics-api.js';

/**
 * The statistics of the selected billing month, from the page's query cache under the user and month: read again
 * when the month (shell's picker) or the user changes, and after any write to what they sum up.
 */
export function useStatistics() {
  const { user } = useSession();
  const month = fromSelectedDate(useSelectedDate());
  const userId = user?.id;
  const statistics = useQuery({
    queryKey: ['statistics', userId, month],
    meta: { reads: ['records', 'budgets', 'discounts', 'profile'] },
    queryFn: () => fetchStatistics(userId!, month),
    enabled: Boolean(userId),
  });
  const status = readStatusOf(statistics);
  const reload = () => void statistics.refetch();
  return {
    signedIn: Boolean(userId),
    month,
    status,
    data: status === 'ready' ? statistics.data! : null,
    reload,
  } as const;
}
