import { deleteRecordWithUndo } from '@kaspit/shared-auth';
import { entries, toasts } from '../../../messages.js';
import { afterWrite } from '../../../shared/changes.js';
import type { Kind } from './kinds.js';

/**
 * Deletes an entry now and offers to bring it back for a few seconds (a recurring payment with its whole amount
 * history); offline, the delete and an undo wait on the device in that order.
 */
export async function deleteWithUndo(kind: Kind, entry: { id: string }, label: string): Promise<void> {
  await deleteRecordWithUndo(
    kind,
    entry,
    label,
    {
      done: toasts.deleted,
      failed: toasts.deleteFailed,
      bar: `${entries.deletedBar} ${label}`,
      restored: toasts.restored,
      restoreFailed: toasts.restoreFailed,
    },
    afterWrite,
  );
}
