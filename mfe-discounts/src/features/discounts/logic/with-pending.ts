import type { PendingRecords } from '@kaspit/shared-auth';
import type { Discount } from './discount-status.js';

/**
 * The discounts as the person left them on this device: the API's list with the edits and deletes that still wait
 * for it applied, then the discounts added here that it does not list yet.
 */
export function withPending(listed: Discount[], pending: PendingRecords<Discount>): Discount[] {
  const shown = listed
    .filter((discount) => !pending.deleted?.has(discount.id))
    .map((discount) => {
      const edit = pending.edited?.get(discount.id);
      return edit ? { ...discount, ...edit } : discount;
    });
  const known = new Set(listed.map((discount) => discount.id));
  return [...shown, ...pending.created.filter((discount) => !known.has(discount.id))];
}
