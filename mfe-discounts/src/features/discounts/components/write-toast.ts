import { messages as shared, showToast } from '@kaspit/shared-auth';
import type { WriteOutcome } from '../hooks/use-discounts.js';

/** Tells the person where a write is: saved (`success`), or kept on the device until the API answers. */
export function toastFor(outcome: WriteOutcome, success: string): void {
  if (outcome === 'kept') showToast(shared.savedOnDevice, 'warning', 5000);
  else showToast(success, 'success', 3000);
}
