import { apiCall, offerUndo, showToast } from '@kaspit/shared-auth';
import { entries, toasts } from '../../../messages.js';
import { afterWrite } from '../../../shared/changes.js';
import { KIND_API, restoreBodyOf, type Kind } from './kinds.js';

/**
 * Deletes now (so the record is really gone, in every tab), and keeps what is needed to create it again with the
 * same id for a few seconds. A recurring payment comes back with its whole amount history.
 */
export async function deleteWithUndo(kind: Kind, entry: { id: string }, label: string): Promise<void> {
  const { path, bodyKey } = KIND_API[kind];
  let body: Record<string, unknown>;
  try {
    body = await restoreBodyOf(kind, entry as never);
    await apiCall({ method: 'DELETE', url: `${path}/${entry.id}` });
  } catch {
    showToast(toasts.deleteFailed, 'error');
    return;
  }
  showToast(toasts.deleted, 'success');
  afterWrite();
  offerUndo({
    text: `${entries.deletedBar} ${label}`,
    restore: () => apiCall({ method: 'POST', url: path, data: { [bodyKey]: body } }),
    toasts,
    onRestored: afterWrite,
  });
}
