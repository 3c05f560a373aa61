import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_BILLING_CYCLE, type YearMonth } from '@kaspit/domain';
import {
  messages as shared,
  showToast,
  usePendingWritesTo,
  useQuery,
  useQueryClient,
  useSession,
} from '@kaspit/shared-auth';
import {
  balancesQuery,
  balanceUrl,
  initialiseBalance,
  pendingBalances,
  updateBalance,
  type BalanceEntry,
} from '../api/balance-api.js';
import { debounceByKey } from '../logic/debounce.js';

/** `kept`: the change waits on the device for the API. */
export type SaveState = 'saving' | 'saved' | 'kept' | 'error';

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
  const cycle = user?.billingCyclePeriod ?? DEFAULT_BILLING_CYCLE;
  const query = useMemo(() => balancesQuery(userId ?? ''), [userId]);
  const { queryKey } = query;
  const listed = useQuery({ ...query, enabled: Boolean(userId) });
  const queryClient = useQueryClient();
  const setEntries = useCallback(
    (change: (list: BalanceEntry[]) => BalanceEntry[]) =>
      queryClient.setQueryData<BalanceEntry[]>(queryKey, (list) => change(list ?? [])),
    [queryClient, queryKey],
  );
  // A list that could not be read shows the selected month alone (its amount can still be typed and saved), and
  // says it could not be read; it is read again on "ניסיון חוזר" or when the service answers again.
  const entries = listed.data ?? (listed.isError ? [] : null);
  const readFailed = listed.isError && !listed.data;
  const { refetch } = listed;
  const retry = useCallback(() => void refetch(), [refetch]);
  const [error, setError] = useState<string | null>(null);
  const [saveStates, setSaveStates] = useState<Record<string, SaveState>>({});
  const cycleRef = useRef(cycle);
  cycleRef.current = cycle;

  // Changes the outbox delivered later are read back as the API stored them (the query cache reads itself again on
  // each delivery).
  const waitingWrites = usePendingWritesTo(balanceUrl(userId ?? ''));
  const waiting = useMemo(() => pendingBalances(waitingWrites), [waitingWrites]);

  const debounced = useMemo(
    () =>
      debounceByKey<YearMonth, number>((month, amount) => {
        if (!userId) return;
        const entry = { month, amount, billingCyclePeriod: cycleRef.current };
        updateBalance(userId, entry).then(
          (saved) => {
            if (saved !== 'kept') setEntries((list) => upsert(list, saved));
            setSaveStates((s) => ({ ...s, [month]: saved === 'kept' ? 'kept' : 'saved' }));
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
      if (entry === 'kept') {
        showToast(shared.savedOnDevice, 'warning', 5000);
        return null;
      }
      // A month already listed (typed and saved while this was on its way) keeps its amount.
      setEntries((list) => (list.some((e) => e.month === entry.month) ? list : upsert(list, entry)));
      return entry;
    } catch (e) {
      setError((e as Error).message);
      return null;
    }
  }, [userId, setEntries]);

  // A month whose change waited and has since arrived says it is saved; one that still waits says so (also after
  // a reload, when only the outbox remembers it).
  const states = useMemo(() => {
    const shown: Record<string, SaveState> = {};
    for (const [month, state] of Object.entries(saveStates))
      shown[month] = state === 'kept' && !waiting.has(month as YearMonth) ? 'saved' : state;
    for (const month of waiting.keys()) if (shown[month] !== 'saving') shown[month] = 'kept';
    return shown;
  }, [saveStates, waiting]);

  return { entries, readFailed, retry, error, saveStates: states, waiting, change, initialise };
}
