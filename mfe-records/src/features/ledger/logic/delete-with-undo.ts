import {
  messages as shared,
  offerUndo,
  RECORD_API,
  restoreBodyOf,
  sendWrite,
  showToast,
} from '@kaspit/shared-auth';
import { ledger } from '../../../messages.js';
import type { LedgerRow } from './ledger-rows.js';

/** What a delete from the ledger removes: the record, or (a recurring payment) only its charge in one month. */
export type DeleteScope = 'whole' | 'month';

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
  const { path, bodyKey } = RECORD_API[row.type];
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
      const body = await restoreBodyOf(row.type, row.source).catch(() => undefined);
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
