import { billingMonthOf, type IsoDate } from '@kaspit/domain';
import { usePendingRecords, useUserLists } from '@kaspit/shared-auth';

import {
  buildLedger,
  filterRows,
  type ApiIncome,
  type ApiOutcome,
  type ApiRecurring,
  type LedgerFilter,
  type LedgerRow,
} from '../logic/ledger-rows.js';

export interface PendingLedgerRows {
  /** Expenses and incomes saved on this device in `month` that the API does not list yet (the filter applied). */
  created: LedgerRow[];
  /** Ids of records with a write waiting on this device (an edit, a delete, a skipped month). */
  waiting: Set<string>;
}

/** What the outbox holds for the ledger of billing month `month`. */
export function usePendingRows(month: string, filter: LedgerFilter): PendingLedgerRows {
  const { cycle } = useUserLists();
  const outcomes = usePendingRecords<ApiOutcome>('/outcomes', 'outcomeData');
  const incomes = usePendingRecords<ApiIncome>('/incomes', 'incomeData');
  const recurring = usePendingRecords<ApiRecurring>('/recurring-payments', 'recurringPaymentData');
  const inMonth = <T extends { date: string }>(records: T[]) =>
    records.filter((record) => billingMonthOf(record.date as IsoDate, cycle) === month);
  const created = buildLedger(
    {
      // A plan made here is one row until the API has split it into its payments.
      outcomes: inMonth(outcomes.created).map((o) => ({ ...o, installments: undefined })),
      incomes: inMonth(incomes.created),
      recurringPayments: [],
    },
    month,
    cycle,
  );
  return {
    created: filterRows(created, filter),
    waiting: new Set([...outcomes.waiting, ...incomes.waiting, ...recurring.waiting]),
  };
}
