import { useRef, useState } from 'react';
import { isWriteQueued, messages as shared, showToast } from '@kaspit/shared-auth';
import { toasts } from '../messages.js';
import { apiFieldErrors } from './api-errors.js';
import { afterWrite } from './changes.js';
import type { FieldErrors } from './validate.js';

/**
 * Sends a form once at a time. A save the API could not be reached for is kept by shared-auth's outbox and counts
 * as saved here (the person is told it waits on the device). A second click while the first is in flight does nothing; and since a create
 * carries the id made when the form opened, even a retried request stores one record. On failure the form keeps
 * what the person typed and shows the API's field errors on their fields.
 */
export function useSave(options: {
  fieldMessages: Record<string, string>;
  setServerErrors: (errors: FieldErrors) => void;
}) {
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);

  async function run(send: () => Promise<unknown>, successMessage: string = toasts.saved): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSaving(true);
    try {
      await send();
      showToast(successMessage, 'success');
      afterWrite();
      return true;
    } catch (error) {
      // Kept on the device: the form is done with it, and says where it is.
      if (isWriteQueued(error)) {
        showToast(shared.savedOnDevice, 'warning', 5000);
        return true;
      }
      options.setServerErrors(apiFieldErrors(error, options.fieldMessages));
      showToast(toasts.saveFailed, 'error');
      return false;
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  return { saving, run };
}

/** Moves focus to the first field with an error, so a keyboard user lands where the fix is needed. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
