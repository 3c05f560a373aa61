import { apiCall } from '@kaspit/shared-auth';
import type { DiscountData } from '../logic/discount-form.js';
import type { Discount } from '../logic/discount-status.js';

/** Every discount of the user (no month: the page filters used, active and expired ones itself). */
export async function listDiscounts(userId: string): Promise<Discount[]> {
  return (await apiCall<{ discounts: Discount[] }>({ url: '/discounts', params: { userId } })).discounts;
}

export async function createDiscount(userId: string, discountData: DiscountData): Promise<Discount> {
  // A client-generated id makes a retried create idempotent (the API answers the first one stored).
  const data = { discountData: { ...discountData, id: crypto.randomUUID() } };
  return (
    await apiCall<{ discount: Discount }>({ method: 'POST', url: '/discounts', params: { userId }, data })
  ).discount;
}

export async function updateDiscount(
  userId: string,
  id: string,
  discountData: DiscountData,
): Promise<Discount> {
  const reply = await apiCall<{ discount?: Discount; discountData?: Discount }>({
    method: 'PUT',
    url: `/discounts/${id}`,
    params: { userId },
    data: { discountData },
  });
  // The reply may carry `discount` or `discountData`.
  return (reply.discount ?? reply.discountData)!;
}

export async function deleteDiscount(userId: string, id: string): Promise<void> {
  await apiCall({ method: 'DELETE', url: `/discounts/${id}`, params: { userId } });
}
