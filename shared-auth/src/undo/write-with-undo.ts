import { messages } from '../messages.js';
import { showToast } from '../notify/toasts.js';
import { offerUndo } from './undo-offer.js';

/** A write that goes to the API now or, when it cannot be reached, waits on the device (the outbox). */
export type OutboxWrite = () => Promise<'sent' | 'kept'>;

/** What a remote says around a write that can be taken back, in its own words. */
export interface UndoTexts {
  /** Said when the write reached the API (nothing is said when there is no text). */
  done?: string;
  failed: string;
  /** The undo bar's text. */
  bar: string;
  restored: string;
  restoreFailed: string;
}

/**
 * Makes a change now (a delete, a skipped month) and offers `undo` for a few seconds. A write kept on the device is
 * said as such, and its undo is kept after it. Resolves to false when the write failed and nothing changed.
 */
export async function writeWithUndo(
  write: OutboxWrite,
  undo: OutboxWrite | undefined,
  texts: UndoTexts,
  onChange: () => void,
): Promise<boolean> {
  let outcome: 'sent' | 'kept';
  try {
    outcome = await write();
  } catch {
    showToast(texts.failed, 'error');
    return false;
  }
  if (outcome === 'kept') showToast(messages.savedOnDevice, 'warning', 5000);
  else if (texts.done) showToast(texts.done, 'success');
  onChange();
  if (undo)
    offerUndo({
      text: texts.bar,
      restore: undo,
      toasts: { restored: texts.restored, restoreFailed: texts.restoreFailed },
      onRestored: onChange,
    });
  return true;
}
