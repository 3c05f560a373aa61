import type { RecordList, RecordSaved } from '@kaspit/api-contract';
import { apiCall, orKept } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import type { DiscountData } from '../logic/discount-form.js';
import type { Discount } from '../logic/discount-status.js';

/** Where discounts are read and written (and what the outbox names the writes that wait). */
export const DISCOUNTS_PATH = '/discounts';

/** Every discount of the user (no month: the page filters used, active and expired ones itself). */
export async function listDiscounts(userId: string): Promise<Discount[]> {
  return (await apiCall<RecordList<'discounts'>>({ url: DISCOUNTS_PATH, params: { userId } })).discounts;
}

/*
 * Each write goes through shared-auth's outbox: when the API cannot be reached it waits on the device and the
 * call answers `'kept'`; it is sent when the API answers again.
 */

export async function createDiscount(userId: string, discountData: DiscountData): Promise<Discount | 'kept'> {
  // The id made here travels with the write, also when it waits on the device: the API answers a repeat of it
  // with the discount it stored first, so a write sent twice stores one discount.
  const data = { discountData: { ...discountData, id: crypto.randomUUID() } };
  const outbox = { label: messages.outboxLabel('add', discountData.title) };
  const reply = await orKept(
    apiCall<RecordSaved<'discount'>>({
      method: 'POST',
      url: DISCOUNTS_PATH,
      params: { userId },
      data,
      outbox,
    }),
  );
  return reply === 'kept' ? reply : reply.discount;
}

export async function updateDiscount(
  userId: string,
  id: string,
  discountData: DiscountData,
): Promise<Discount | 'kept'> {
  const outbox = { label: messages.outboxLabel('update', discountData.title) };
  const reply = await orKept(
    apiCall<RecordSaved<'discount'>>({
      method: 'PUT',
      url: `${DISCOUNTS_PATH}/${id}`,
      params: { userId },
      data: { discountData },
      outbox,
    }),
  );
  return reply === 'kept' ? reply : reply.discount;
}

export async function deleteDiscount(userId: string, id: string, title: string): Promise<'sent' | 'kept'> {
  const outbox = { label: messages.outboxLabel('delete', title) };
  const reply = await orKept(
    apiCall({ method: 'DELETE', url: `${DISCOUNTS_PATH}/${id}`, params: { userId }, outbox }),
  );
  return reply === 'kept' ? reply : 'sent';
}
