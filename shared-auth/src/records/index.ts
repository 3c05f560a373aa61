import { addMonths, clampToMonth, monthOf } from '@kaspit/domain';
import { apiCall } from '../api/api-call.js';

/** The three kinds of record a person enters. */
export type RecordKind = 'expense' | 'income' | 'recurring';

/** Where each kind lives in the API, the key its list comes under and the key its create body is sent under. */
export const RECORD_API = {
  expense: { path: '/outcomes', plural: 'outcomes', bodyKey: 'outcomeData' },
  income: { path: '/incomes', plural: 'incomes', bodyKey: 'incomeData' },
  recurring: { path: '/recurring-payments', plural: 'recurringPayments', bodyKey: 'recurringPaymentData' },
} as const;

/** An expense as far as its installment plan goes. */
export interface PlannedRecord {
  id: string;
  date: string;
  installments?: { planId: string; number: number; total: number; price: number };
}

/**
 * The first payment of `o`'s installment plan (`o` itself when it is not a later installment): a plan is edited and
 * created again from its purchase date and price. Installment n lies n-1 billing months after the purchase, so the
 * search window starts a month before that.
 */
export async function firstInstallmentOf<T extends PlannedRecord>(o: T): Promise<T> {
  const plan = o.installments;
  if (!plan || plan.number === 1) return o;
  const from = clampToMonth(addMonths(monthOf(o.date), -plan.number), 1);
  const { outcomes } = await apiCall<{ outcomes: T[] }>({ url: '/outcomes', params: { from, to: o.date } });
  return outcomes.find((x) => x.installments?.planId === plan.planId && x.installments.number === 1) ?? o;
}

interface PricedRecord {
  amountHistory: { effectiveFrom: string; amount: number; reason?: string; changedAt: string }[];
}

/**
 * The create body that brings a deleted record back with its own id, without the stamps the API sets: an
 * installment plan comes back whole from its purchase date and price, a recurring payment with every price it had
 * (so months before a price change keep theirs).
 */
export async function restoreBodyOf(kind: RecordKind, record: object): Promise<Record<string, unknown>> {
  const { createdAt: _c, updatedAt: _u, ...body } = record as Record<string, unknown>;
  void _c;
  void _u;
  if (kind === 'expense') {
    const o = record as PlannedRecord;
    if (!o.installments) return body;
    const first = await firstInstallmentOf(o);
    return {
      ...body,
      id: first.id,
      date: first.date,
      amount: o.installments.price,
      installments: { total: o.installments.total },
    };
  }
  if (kind === 'recurring') {
    const { amountHistory } = record as PricedRecord;
    return {
      ...body,
      amountHistory: amountHistory.map(({ effectiveFrom, amount, reason, changedAt }) => ({
        effectiveFrom,
        amount,
        ...(reason ? { reason } : {}),
        changedAt,
      })),
    };
  }
  return body;
}
