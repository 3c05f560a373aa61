import { addMonths, clampToMonth, monthOf } from '@kaspit/domain';
import { apiCall, messages as shared, offerUndo, sendWrite, showToast } from '@kaspit/shared-auth';
import { ledger } from '../../../messages.js';
import type { ApiOutcome, ApiRecurring, LedgerRow } from './ledger-rows.js';

const API = {
  expense: { path: '/outcomes', bodyKey: 'outcomeData' },
  income: { path: '/incomes', bodyKey: 'incomeData' },
  recurring: { path: '/recurring-payments', bodyKey: 'recurringPaymentData' },
} as const;

/** What a delete from the ledger removes: the record, or (a recurring payment) only its charge in one month. */
export type DeleteScope = 'whole' | 'month';

function withoutStamps(record: object): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, ...rest } = record as Record<string, unknown>;
  void _c;
  void _u;
  return rest;
}

/** The first payment of an installment plan: a plan is created again from its purchase date and price. */
async function firstInstallmentOf(o: ApiOutcome): Promise<ApiOutcome> {
  if (!o.installments || o.installments.number === 1) return o;
  const from = clampToMonth(addMonths(monthOf(o.date), -o.installments.number), 1);
  const { outcomes } = await apiCall<{ outcomes: ApiOutcome[] }>({
    url: '/outcomes',
    params: { from, to: o.date },
  });
  return (
    outcomes.find((x) => x.installments?.planId === o.installments!.planId && x.installments.number === 1) ??
    o
  );
}

/** The create body that brings the deleted record back with its own id (a plan whole, a payment with its prices). */
export async function restoreBodyOf(row: LedgerRow): Promise<Record<string, unknown>> {
  const body = withoutStamps(row.source);
  if (row.type === 'expense') {
    const o = row.source as ApiOutcome;
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
  if (row.type === 'recurring') {
    const { amountHistory } = row.source as ApiRecurring;
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

/**
 * Deletes now — the record, or only billing month `month`'s charge of a recurring payment — and offers an undo
 * for a few seconds that restores exactly that. When the API cannot be reached the delete waits on the device (the
 * outbox), and so does an undo, sent after it. Resolves to false when the delete failed (nothing changed).
 */
export async function deleteWithUndo(
  row: LedgerRow,
  scope: DeleteScope,
  month: string,
  onChange: () => void,
): Promise<boolean> {
  const { path, bodyKey } = API[row.type];
  const label = (action: 'delete' | 'skip' | 'restore') =>
    shared.outboxLabel(action, row.type, row.description);
  let undo: (() => Promise<'sent' | 'kept'>) | undefined;
  let outcome: 'sent' | 'kept';
  try {
    if (scope === 'month' && row.type === 'recurring') {
      outcome = await sendWrite(
        { method: 'PATCH', url: `${path}/${row.id}/skip`, data: { month } },
        label('skip'),
      );
      undo = () =>
        sendWrite(
          { method: 'PATCH', url: `${path}/${row.id}/skip`, data: { month, skipped: false } },
          label('restore'),
        );
    } else {
      // Without a connection an installment plan's first payment may not be readable: the delete goes, no undo.
      const body = await restoreBodyOf(row).catch(() => undefined);
      outcome = await sendWrite({ method: 'DELETE', url: `${path}/${row.id}` }, label('delete'));
      if (body)
        undo = () => sendWrite({ method: 'POST', url: path, data: { [bodyKey]: body } }, label('restore'));
    }
  } catch {
    showToast(ledger.deleteFailed, 'error');
    return false;
  }
  if (outcome === 'kept') showToast(shared.savedOnDevice, 'warning', 5000);
  onChange();
  if (!undo) return true;
  offerUndo({
    text: scope === 'month' ? ledger.skippedBar(row.description) : ledger.deletedBar(row.description),
    restore: undo,
    toasts: { restored: ledger.restored, restoreFailed: ledger.restoreFailed },
    onRestored: onChange,
  });
  return true;
}
