import type { RecordList } from '@kaspit/api-contract';
import { apiCall } from '@kaspit/shared-auth';
import {
  buildLedger,
  filterRows,
  totalsFromApi,
  type LedgerFilter,
  type LedgerRow,
  type LedgerTotals,
} from '../logic/ledger-rows.js';
import type { ServerSortKey } from '../logic/ledger-pages.js';

/** Rows asked for per page of each kind: a few screens of the windowed table. */
export const LEDGER_PAGE_SIZE = 100;

export type Kind = 'expense' | 'income';
const PATH: Record<Kind, string> = { expense: '/outcomes', income: '/incomes' };

/** One page of expenses or incomes (the contract's page replies; a kind not asked for has no rows). */
type PageReply = Partial<
  Pick<RecordList<'outcomesPage'>, 'outcomes'> & Pick<RecordList<'incomesPage'>, 'incomes'>
> &
  Pick<RecordList<'outcomesPage'>, 'nextCursor' | 'totals'>;

/** What the ledger reads: the month, the order, the filter, and the billing cycle that bounds the month. */
export interface LedgerQuery {
  month: string;
  sort: { key: ServerSortKey; direction: 'asc' | 'desc' };
  filter: LedgerFilter;
  cycle: Parameters<typeof buildLedger>[2];
}

export interface ShownTotals {
  totals: LedgerTotals;
  /** How many expenses (recurring charges among them) and incomes match. */
  expenseCount: number;
  incomeCount: number;
}

/** Where each kind's next page starts; null once a kind has been read to its end. */
export type Cursors = Record<Kind, string | null>;

/** One page of the ledger: the next rows of each kind; the first page also carries the month's figures. */
export interface LedgerPage {
  streams: Record<Kind, { rows: LedgerRow[]; cursor: string | null }>;
  head?: {
    /** Recurring payments are a handful: all of them come with the first page. */
    recurring: LedgerRow[];
    /** The month's totals over every record (from the API's aggregation, not from the rows read). */
    totals: LedgerTotals;
    /** How many records the month has, and how many match the filter. */
    count: { all: number; matching: number };
    /** Under a filter, the totals of every matching record. */
    shown: ShownTotals | null;
  };
}

const pageParams = ({ month, sort, filter }: LedgerQuery, cursor?: string) => ({
  month,
  limit: LEDGER_PAGE_SIZE,
  sort: sort.key,
  direction: sort.direction,
  ...(filter.category ? { category: filter.category } : {}),
  ...(filter.paymentMethod ? { paymentMethod: filter.paymentMethod } : {}),
  ...(cursor ? { cursor } : {}),
});

const toRows = (query: LedgerQuery, kind: Kind, reply: PageReply) =>
  buildLedger(
    { outcomes: reply.outcomes ?? [], incomes: reply.incomes ?? [], recurringPayments: [] },
    query.month,
    query.cycle,
  ).filter((r) => r.type === kind);

const nothing: PageReply = { nextCursor: null, totals: { count: 0, amount: 0 } };

/**
 * The first page: expenses and incomes in the asked order and filter (sorted and filtered on the server), the
 * month's recurring payments, and — under a filter — the month's unfiltered totals.
 */
export async function readFirstPage(query: LedgerQuery): Promise<LedgerPage> {
  const { month, filter, cycle } = query;
  const wanted = (kind: Kind) => !filter.type || filter.type === kind;
  const firstPage = (kind: Kind) =>
    wanted(kind)
      ? apiCall<PageReply>({ url: PATH[kind], params: pageParams(query) })
      : Promise.resolve(nothing);
  // The month's own totals, whatever the filter: one row each, for their `totals`.
  const monthTotals = (kind: Kind) =>
    apiCall<PageReply>({ url: PATH[kind], params: { month, limit: 1 } }).then((r) => r.totals);
  const filtered = Boolean(filter.type || filter.category || filter.paymentMethod);
  const [outcomes, incomes, recurring, unfiltered] = await Promise.all([
    firstPage('expense'),
    firstPage('income'),
    apiCall<RecordList<'recurringPayments'>>({ url: '/recurring-payments', params: { month } }),
    filtered ? Promise.all([monthTotals('expense'), monthTotals('income')]) : undefined,
  ]);
  const recurringRows = buildLedger(
    { outcomes: [], incomes: [], recurringPayments: recurring.recurringPayments },
    month,
    cycle,
  );
  const shownRecurring = filterRows(recurringRows, filter);
  const [expenseTotals, incomeTotals] = unfiltered ?? [outcomes.totals, incomes.totals];
  return {
    streams: {
      expense: { rows: toRows(query, 'expense', outcomes), cursor: outcomes.nextCursor },
      income: { rows: toRows(query, 'income', incomes), cursor: incomes.nextCursor },
    },
    head: {
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
    },
  };
}

/** The next page of each kind that has more. */
export async function readNextPage(query: LedgerQuery, cursors: Cursors): Promise<LedgerPage> {
  const read = async (kind: Kind) => {
    const cursor = cursors[kind];
    if (!cursor) return { rows: [], cursor: null };
    const reply = await apiCall<PageReply>({ url: PATH[kind], params: pageParams(query, cursor) });
    return { rows: toRows(query, kind, reply), cursor: reply.nextCursor };
  };
  const [expense, income] = await Promise.all([read('expense'), read('income')]);
  return { streams: { expense, income } };
}

/** Where the page after `page` starts, or undefined when every kind has been read to its end. */
export function cursorsAfter(page: LedgerPage): Cursors | undefined {
  const { expense, income } = page.streams;
  return expense.cursor || income.cursor ? { expense: expense.cursor, income: income.cursor } : undefined;
}
