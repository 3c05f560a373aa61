import { useCallback, useEffect, useState } from 'react';
import { skip } from 'rxjs';
import { fromSelectedDate } from '@kaspit/domain';
import { apiCall, useSelectedDate, userData$ } from '@kaspit/shared-auth';
import { useUserLists } from '../../lib/user-lists.js';
import {
  buildLedger,
  type ApiIncome,
  type ApiOutcome,
  type ApiRecurring,
  type LedgerRow,
} from './ledger-rows.js';

export interface LedgerState {
  month: string;
  rows: LedgerRow[] | null;
  failed: boolean;
  reload: () => void;
}

/** The selected billing month's ledger, reloaded on a month change, after an edit here and after writes elsewhere. */
export function useLedger(): LedgerState {
  const month = fromSelectedDate(useSelectedDate());
  const { cycle } = useUserLists();
  const [state, setState] = useState<{ month: string; rows: LedgerRow[] | null; failed: boolean }>({
    month,
    rows: null,
    failed: false,
  });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    // Another area saved something (it reloads the shared user data): show it here too.
    const subscription = userData$.pipe(skip(1)).subscribe((d) => d.status === 'ready' && reload());
    return () => subscription.unsubscribe();
  }, [reload]);

  useEffect(() => {
    let live = true;
    const params = { month };
    Promise.all([
      apiCall<{ outcomes: ApiOutcome[] }>({ url: '/outcomes', params }),
      apiCall<{ incomes: ApiIncome[] }>({ url: '/incomes', params }),
      apiCall<{ recurringPayments: ApiRecurring[] }>({ url: '/recurring-payments', params }),
    ]).then(
      ([o, i, r]) =>
        live &&
        setState({
          month,
          rows: buildLedger(
            { outcomes: o.outcomes, incomes: i.incomes, recurringPayments: r.recurringPayments },
            month,
            cycle,
          ),
          failed: false,
        }),
      () => live && setState({ month, rows: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [month, cycle, version]);

  return { ...state, reload };
}
