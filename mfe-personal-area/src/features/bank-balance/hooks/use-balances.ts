import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_BILLING_CYCLE, type BillingCyclePeriod, type YearMonth } from '@kaspit/domain';
import { useQuery, useQueryClient, useSession } from '@kaspit/shared-auth';
import { initialiseBalance, listBalances, updateBalance, type BalanceEntry } from '../api/balance-api.js';
import { debounceByKey } from '../logic/debounce.js';

export type SaveState = 'saving' | 'saved' | 'error';

const byMonth = (a: BalanceEntry, b: BalanceEntry) => a.month.localeCompare(b.month);

function upsert(list: BalanceEntry[], entry: BalanceEntry): BalanceEntry[] {
  return [...list.filter((e) => e.month !== entry.month), entry].sort(byMonth);
}

/**
 * The monthly balances: listed from the page's query cache (read again after a write to balances anywhere),
 * initialised on demand, each month's edit saved 100 ms after typing stops.
 */
export function useBalances() {
  const { user } = useSession();
  const userId = user?.id;
  const cycle = (user?.billingCyclePeriod as BillingCyclePeriod | undefined) ?? DEFAULT_BILLING_CYCLE;
  const queryKey = useMemo(() => ['balance', userId], [userId]);
  const listed = useQuery({ queryKey, queryFn: () => listBalances(userId!), enabled: Boolean(userId) });
  const queryClient = useQueryClient();
  const setEntries = useCallback(
    (change: (list: BalanceEntry[]) => BalanceEntry[]) =>
      queryClient.setQueryData<BalanceEntry[]>(queryKey, (list) => change(list ?? [])),
    [queryClient, queryKey],
  );
  // A list that could not be read shows as empty, with the reason.
  const entries = listed.data ?? (listed.isError ? [] : null);
  const [writeError, setError] = useState<string | null>(null);
  const error = writeError ?? listed.error?.message ?? null;
  const [saveStates, setSaveStates] = useState<Record<string, SaveState>>({});
  const cycleRef = useRef(cycle);
  cycleRef.current = cycle;

  const debounced = useMemo(
    () =>
      debounceByKey<YearMonth, number>((month, amount) => {
        if (!userId) return;
        const entry = { month, amount, billingCyclePeriod: cycleRef.current };
        updateBalance(userId, entry).then(
          (saved) => {
            setEntries((list) => upsert(list, saved));
            setSaveStates((s) => ({ ...s, [month]: 'saved' }));
          },
          (e: Error) => {
            setError(e.message);
            setSaveStates((s) => ({ ...s, [month]: 'error' }));
          },
        );
      }),
    [userId, setEntries],
  );
  // Leaving the page sends what is still waiting rather than losing it.
  useEffect(() => () => debounced.flush(), [debounced]);

  const change = useCallback(
    (month: YearMonth, amount: number) => {
      setError(null);
      setSaveStates((s) => ({ ...s, [month]: 'saving' }));
      debounced.call(month, amount);
    },
    [debounced],
  );

  const initialise = useCallback(async () => {
    if (!userId) return null;
    setError(null);
    try {
      const entry = await initialiseBalance(userId);
      // A month already listed (typed and saved while this was on its way) keeps its amount.
      setEntries((list) => (list.some((e) => e.month === entry.month) ? list : upsert(list, entry)));
      return entry;
    } catch (e) {
      setError((e as Error).message);
      return null;
    }
  }, [userId, setEntries]);

  return { entries, error, saveStates, change, initialise };
}
