import { BehaviorSubject } from 'rxjs';
import { apiCall, showToast } from '@kaspit/shared-auth';
import { toasts } from '../../../messages.js';
import { afterWrite } from '../../../shared/changes.js';
import { KIND_API, restoreBodyOf, type Kind } from './kinds.js';

/** How long the undo offer stays after a delete. */
export const UNDO_MS = 6000;

export interface PendingUndo {
  label: string;
  undo: () => Promise<void>;
}

/** The latest delete that can still be undone (one at a time; a newer delete replaces the offer). */
export const undo$ = new BehaviorSubject<PendingUndo | null>(null);

let timer: ReturnType<typeof setTimeout> | undefined;

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
  clearTimeout(timer);
  const offer: PendingUndo = {
    label,
    undo: async () => {
      clearTimeout(timer);
      undo$.next(null);
      try {
        await apiCall({ method: 'POST', url: path, data: { [bodyKey]: body } });
        showToast(toasts.restored, 'success');
        afterWrite();
      } catch {
        showToast(toasts.restoreFailed, 'error');
      }
    },
  };
  undo$.next(offer);
  timer = setTimeout(() => undo$.getValue() === offer && undo$.next(null), UNDO_MS);
}
