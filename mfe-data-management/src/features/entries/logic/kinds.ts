import { fromSelectedDate } from '@kaspit/domain';
import { apiCall, type SelectedDate } from '@kaspit/shared-auth';
import { firstInstallmentOf } from '../api/outcomes-api.js';
import type { Outcome } from './expense-validation.js';
import type { Income } from './income-validation.js';
import type { RecurringPayment } from './recurring-validation.js';

export type Kind = 'expense' | 'income' | 'recurring';
export type EntryOf<K extends Kind> = K extends 'expense'
  ? Outcome
  : K extends 'income'
    ? Income
    : RecurringPayment;

/** Where each kind lives in the API and how its create body is named. */
export const KIND_API = {
  expense: { path: '/outcomes', plural: 'outcomes', bodyKey: 'outcomeData' },
  income: { path: '/incomes', plural: 'incomes', bodyKey: 'incomeData' },
  recurring: { path: '/recurring-payments', plural: 'recurringPayments', bodyKey: 'recurringPaymentData' },
} as const;

export async function listMonth<K extends Kind>(kind: K, selected: SelectedDate): Promise<EntryOf<K>[]> {
  const { path, plural } = KIND_API[kind];
  // Recurring payments are listed whole, so a paused one can be found and resumed.
  const params = kind === 'recurring' ? {} : { month: fromSelectedDate(selected) };
  const reply = await apiCall<Record<string, EntryOf<K>[]>>({ url: path, params });
  return reply[plural] ?? [];
}

/**
 * The create body that brings `entry` back after a delete, with its own id, so an undo restores the very record
 * (an installment plan comes back whole, from its purchase date and price).
 */
export async function restoreBodyOf(
  kind: Kind,
  entry: Outcome | Income | RecurringPayment,
): Promise<Record<string, unknown>> {
  const { id: _id, ...rest } = entry as unknown as Record<string, unknown>;
  void _id;
  if (kind === 'expense') {
    const o = entry as Outcome;
    if (!o.installments) return stripStamps({ ...rest, id: o.id });
    const first = await firstInstallmentOf(o);
    return stripStamps({
      ...rest,
      id: first.id,
      date: first.date,
      amount: o.installments.price,
      installments: { total: o.installments.total },
    });
  }
  if (kind === 'recurring') {
    // Sent back whole, so months before a price change keep the price they had.
    const { amountHistory } = entry as RecurringPayment;
    return stripStamps({
      ...rest,
      id: entry.id,
      amountHistory: amountHistory.map(({ effectiveFrom, amount, reason, changedAt }) => ({
        effectiveFrom,
        amount,
        ...(reason ? { reason } : {}),
        changedAt,
      })),
    });
  }
  return stripStamps({ ...rest, id: entry.id });
}

function stripStamps(body: Record<string, unknown>): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, ...rest } = body;
  void _c;
  void _u;
  return rest;
}
