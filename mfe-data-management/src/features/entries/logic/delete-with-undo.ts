import {
  messages as shared,
  offerUndo,
  RECORD_API,
  restoreBodyOf,
  sendWrite,
  showToast,
} from '@kaspit/shared-auth';
import { entries, toasts } from '../../../messages.js';
import { afterWrite } from '../../../shared/changes.js';
import type { Kind } from './kinds.js';

/**
 * Deletes now (so the record is really gone, in every tab), and keeps what is needed to create it again with the
 * same id for a few seconds. A recurring payment comes back with its whole amount history. When the API cannot be
 * reached the delete waits on the device (the outbox), and so does an undo, which is sent after it.
 */
export async function deleteWithUndo(kind: Kind, entry: { id: string }, label: string): Promise<void> {
  const { path, bodyKey } = RECORD_API[kind];
  // Without a connection an installment plan's first payment may not be readable: the delete goes, without undo.
  const body = await restoreBodyOf(kind, entry).catch(() => undefined);
  try {
    const deleted = await sendWrite(
      { method: 'DELETE', url: `${path}/${entry.id}` },
      shared.outboxLabel('delete', kind, label),
    );
    if (deleted === 'sent') showToast(toasts.deleted, 'success');
    else showToast(shared.savedOnDevice, 'warning', 5000);
  } catch {
    showToast(toasts.deleteFailed, 'error');
    return;
  }
  afterWrite();
  if (!body) return;
  offerUndo({
    text: `${entries.deletedBar} ${label}`,
    restore: () =>
      sendWrite(
        { method: 'POST', url: path, data: { [bodyKey]: body } },
        shared.outboxLabel('restore', kind, label),
      ),
    toasts,
    onRestored: afterWrite,
  });
}
