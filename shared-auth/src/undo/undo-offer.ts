import { BehaviorSubject } from 'rxjs';
import { messages } from '../messages.js';
import { showToast } from '../notify/toasts.js';

/** How long the undo offer stays after a delete. */
export const UNDO_MS = 6000;

export interface PendingUndo {
  /** What went, as the undo bar says it. */
  text: string;
  undo: () => Promise<void>;
}

/** The latest delete that can still be undone: one at a time on the page; a newer delete replaces the offer. */
export const undo$ = new BehaviorSubject<PendingUndo | null>(null);
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Offers, for `UNDO_MS`, to take back a change already made: `restore` puts it back (resolving to `'kept'` when
 * the restore waits on the device for the API). The toasts say whether that worked; `onRestored` lets the page read
 * its data again.
 */
export function offerUndo(offer: {
  text: string;
  restore: () => Promise<unknown>;
  toasts: { restored: string; restoreFailed: string };
  onRestored: () => void;
}): void {
  clearTimeout(timer);
  const pending: PendingUndo = {
    text: offer.text,
    undo: async () => {
      clearTimeout(timer);
      undo$.next(null);
      try {
        if ((await offer.restore()) === 'kept') showToast(messages.savedOnDevice, 'warning', 5000);
        else showToast(offer.toasts.restored, 'success');
        offer.onRestored();
      } catch {
        showToast(offer.toasts.restoreFailed, 'error');
      }
    },
  };
  undo$.next(pending);
  timer = setTimeout(() => undo$.getValue() === pending && undo$.next(null), UNDO_MS);
}
