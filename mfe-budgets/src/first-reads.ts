import { fromSelectedDate } from '@kaspit/domain';
import { queryClient, selectedDate$, session$ } from '@kaspit/shared-auth';
import { budgetsQuery } from './features/budgets/api/budgets-query.js';

/**
 * Exposed as `./first-reads`: the shell calls this as soon as this small module has arrived, while `./app` is still
 * on its way, so the selected month's budgets are read in parallel with the page's code instead of after it. The
 * read goes into the page's query cache under the key the page then asks for, so the page takes the same request.
 */
export function startFirstReads(): void {
  const { user } = session$.getValue();
  if (!user) return;
  void queryClient.prefetchQuery(budgetsQuery(user.id, fromSelectedDate(selectedDate$.getValue())));
}
