import { queryClient, session$ } from '@kaspit/shared-auth';
import { balancesQuery } from './features/bank-balance/api/balances-query.js';

/**
 * Exposed as `./first-reads`: the shell calls this as soon as this small module has arrived, while `./app` is still
 * on its way, so the balances are read in parallel with the page's code instead of after it. The read goes into the
 * page's query cache under the key the page then asks for, so the page takes the same request.
 */
export function startFirstReads(): void {
  const { user } = session$.getValue();
  if (!user) return;
  void queryClient.prefetchQuery(balancesQuery(user.id));
}
