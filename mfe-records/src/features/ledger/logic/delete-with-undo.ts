import {
  deleteRecordWithUndo,
  messages as shared,
  RECORD_API,
  sendWrite,
  writeWithUndo,
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
export function deleteWithUndo(
  row: LedgerRow,
  scope: DeleteScope,
  month: string,
  onChange: () => void,
): Promise<boolean> {
  const texts = {
    failed: ledger.deleteFailed,
    bar: scope === 'month' ? ledger.skippedBar(row.description) : ledger.deletedBar(row.description),
    restored: ledger.restored,
    restoreFailed: ledger.restoreFailed,
  };
  if (scope !== 'month' || row.type !== 'recurring')
    return deleteRecordWithUndo(row.type, row.source, row.description, texts, onChange);
  const skip = (skipped: boolean) => () =>
    sendWrite(
      {
        method: 'PATCH',
        url: `${RECORD_API.recurring.path}/${row.id}/skip`,
        data: skipped ? { month } : { month, skipped },
      },
      shared.outboxLabel(skipped ? 'skip' : 'restore', 'recurring', row.description),
    );
  return writeWithUndo(skip(true), skip(false), texts, onChange);
}
