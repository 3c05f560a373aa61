import { useCallback, useEffect, useRef, useState } from 'react';
import { filter as where, merge, skip } from 'rxjs';
import { fromSelectedDate } from '@kaspit/domain';
import { apiCall, useSelectedDate, userData$, useUserLists, writesDelivered$ } from '@kaspit/shared-auth';
import { mergeStreams, type ServerSortKey, type Stream } from '../logic/ledger-pages.js';
import {
  buildLedger,
  filterRows,
  totalsFromApi,
  type ApiIncome,
  type ApiOutcome,
  type ApiRecurring,
  type LedgerFilter,
  type LedgerRow,
  type LedgerSort,
  type LedgerTotals,
} from '../logic/ledger-rows.js';

/** Rows asked for per page of each kind: a few screens of the windowed table. */
export const LEDGER_PAGE_SIZE = 100;

interface Totals {
  count: number;
  amount: number;
}
interface PageReply {
  outcomes?: ApiOutcome[];
  incomes?: ApiIncome[];
  nextCursor: string | null;
  totals: Totals;
}

export interface LedgerState {
  month: string;
  /** The rows that can be shown so far, in order; more arrive through `loadMore` as the person scrolls. */
  rows: LedgerRow[] | null;
  /** The month's totals over every record (from the API's aggregation, not from the rows read). */
  totals: LedgerTotals | null;
  /** How many records the month has, and how many match the filter. */
  count: { all: number; matching: number } | null;
  /** Under a filter, the totals of every matching record (the API's sums for the filter, not the rows read). */
  shown: ShownTotals | null;
  more: boolean;
  failed: boolean;
  loadMore: () => void;
  reload: () => void;
}

export interface ShownTotals {
  totals: LedgerTotals;
  /** How many expenses (recurring charges among them) and incomes match. */
  expenseCount: number;
  incomeCount: number;
}

type Kind = 'expense' | 'income';
const PATH: Record<Kind, string> = { expense: '/outcomes', income: '/incomes' };

/**
 * The selected billing month's ledger read page by page: expenses and incomes from the API in the asked order and
 * filter (sorted and filtered on the server), recurring payments (a handful) whole, merged as pages arrive.
 * Reloaded on a month, sort or filter change, after an edit here and after writes elsewhere.
 */
export function useLedger(filter: LedgerFilter, sort: LedgerSort & { key: ServerSortKey }): LedgerState {
  const month = fromSelectedDate(useSelectedDate());
  const { cycle } = useUserLists();
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const [state, setState] = useState<{
    month: string;
    streams: Record<Kind, Stream & { cursor: string | null }>;
    recurring: LedgerRow[];
    totals: LedgerTotals;
    count: { all: number; matching: number };
    shown: ShownTotals | null;
  } | null>(null);
  const [failed, setFailed] = useState(false);
  const loading = useRef(false);
  const generation = useRef(0);
  /** The month, filter and order of the rows in `state`. */
  const shownQuery = useRef('');

  useEffect(() => {
    // Another area saved something (it reloads the shared user data), or writes kept on the device reached the
    // API: show it here too.
    const subscription = merge(
      userData$.pipe(
        skip(1),
        where((d) => d.status === 'ready'),
      ),
      writesDelivered$,
    ).subscribe(() => reload());
    return () => subscription.unsubscribe();
  }, [reload]);

  const pageParams = useCallback(
    (cursor?: string) => ({
      month,
      limit: LEDGER_PAGE_SIZE,
      sort: sort.key,
      direction: sort.direction,
      ...(filter.category ? { category: filter.category } : {}),
      ...(filter.paymentMethod ? { paymentMethod: filter.paymentMethod } : {}),
      ...(cursor ? { cursor } : {}),
    }),
    [month, sort.key, sort.direction, filter.category, filter.paymentMethod],
  );

  const toRows = useCallback(
    (kind: Kind, reply: PageReply) =>
      buildLedger(
        { outcomes: reply.outcomes ?? [], incomes: reply.incomes ?? [], recurringPayments: [] },
        month,
        cycle,
      ).filter((r) => r.type === kind),
    [month, cycle],
  );

  useEffect(() => {
    const run = ++generation.current;
    const query = JSON.stringify([pageParams(), filter.type, cycle]);
    loading.current = true;
    const wanted = (kind: Kind) => !filter.type || filter.type === kind;
    const firstPage = (kind: Kind) =>
      wanted(kind)
        ? apiCall<PageReply>({ url: PATH[kind], params: pageParams() })
        : Promise.resolve({ nextCursor: null, totals: { count: 0, amount: 0 } } as PageReply);
    // The month's own totals, whatever the filter: one row each, for their `totals`.
    const monthTotals = (kind: Kind) =>
      apiCall<PageReply>({ url: PATH[kind], params: { month, limit: 1 } }).then((r) => r.totals);
    const filtered = Boolean(filter.type || filter.category || filter.paymentMethod);
    Promise.all([
      firstPage('expense'),
      firstPage('income'),
      apiCall<{ recurringPayments: ApiRecurring[] }>({ url: '/recurring-payments', params: { month } }),
      filtered ? Promise.all([monthTotals('expense'), monthTotals('income')]) : undefined,
    ]).then(
      ([outcomes, incomes, recurring, unfiltered]) => {
        if (run !== generation.current) return;
        loading.current = false;
        const recurringRows = buildLedger(
          { outcomes: [], incomes: [], recurringPayments: recurring.recurringPayments },
          month,
          cycle,
        );
        const shownRecurring = filterRows(recurringRows, filter);
        const [expenseTotals, incomeTotals] = unfiltered ?? [outcomes.totals, incomes.totals];
        setFailed(false);
        shownQuery.current = query;
        setState({
          month,
          streams: {
            expense: {
              rows: toRows('expense', outcomes),
              more: Boolean(outcomes.nextCursor),
              cursor: outcomes.nextCursor,
            },
            income: {
              rows: toRows('income', incomes),
              more: Boolean(incomes.nextCursor),
              cursor: incomes.nextCursor,
            },
          },
          recurring: shownRecurring,
          totals: totalsFromApi(expenseTotals.amount, incomeTotals.amount, recurringRows),
          shown: unfiltered
            ? {
                totals: totalsFromApi(outcomes.totals.amount, incomes.totals.amount, shownRecurring),
                expenseCount: outcomes.totals.count + shownRecurring.length,
                incomeCount: incomes.totals.count,
              }
            : null,
          count: {
            all: expenseTotals.count + incomeTotals.count + recurringRows.length,
            matching: outcomes.totals.count + incomes.totals.count + shownRecurring.length,
          },
        });
      },
      () => {
        if (run !== generation.current) return;
        loading.current = false;
        setFailed(true);
        // What was read before stays on screen only when it answers the same question (a reload).
        if (shownQuery.current !== query) setState(null);
      },
    );
  }, [month, cycle, version, filter, pageParams, toRows]);

  const loadMore = useCallback(() => {
    if (!state || loading.current) return;
    const pending = (['expense', 'income'] as const).filter((k) => state.streams[k].cursor);
    if (!pending.length) return;
    const run = generation.current;
    loading.current = true;
    Promise.all(
      pending.map((kind) =>
        apiCall<PageReply>({ url: PATH[kind], params: pageParams(state.streams[kind].cursor!) }).then(
          (reply) => [kind, reply] as const,
        ),
      ),
    ).then(
      (replies) => {
        if (run !== generation.current) return;
        loading.current = false;
        setState((s) => {
          if (!s) return s;
          const streams = { ...s.streams };
          for (const [kind, reply] of replies) {
            streams[kind] = {
              rows: [...streams[kind].rows, ...toRows(kind, reply)],
              more: Boolean(reply.nextCursor),
              cursor: reply.nextCursor,
            };
          }
          return { ...s, streams };
        });
      },
      () => {
        if (run !== generation.current) return;
        loading.current = false;
        setFailed(true);
      },
    );
  }, [state, pageParams, toRows]);

  const rows = state
    ? mergeStreams(
        [state.streams.expense, state.streams.income, { rows: state.recurring, more: false }],
        sort,
      )
    : null;
  return {
    month,
    rows,
    totals: state?.totals ?? null,
    count: state?.count ?? null,
    shown: state?.shown ?? null,
    more: Boolean(state && (state.streams.expense.more || state.streams.income.more)),
    failed,
    loadMore,
    reload,
  };
}
