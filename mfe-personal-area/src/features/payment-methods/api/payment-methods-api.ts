import type { UserDataReply } from '@kaspit/api-contract';
import { apiCall, orKept, type LocalUser } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';

export const paymentMethodsUrl = (userId: string) => `/users/${userId}/payments-methods`;

/**
 * Adds a payment method: the stored user, or `'kept'` when it waits on the device. The key made here travels with
 * it, so the API answers the same add sent again (its first answer lost) as done rather than as a duplicate.
 */
export async function addPaymentMethod(
  userId: string,
  paymentMethodName: string,
): Promise<LocalUser | 'kept'> {
  const reply = await orKept(
    apiCall<UserDataReply>({
      method: 'PATCH',
      url: paymentMethodsUrl(userId),
      data: { paymentMethodName, writeId: crypto.randomUUID() },
      outbox: { label: messages.outbox.addMethod(paymentMethodName) },
    }),
  );
  return reply === 'kept' ? reply : reply.userData;
}

/** Removes one (a repeat finds it gone, which the outbox counts as done): the stored user, or `'kept'`. */
export async function removePaymentMethod(userId: string, name: string): Promise<LocalUser | 'kept'> {
  const reply = await orKept(
    apiCall<UserDataReply>({
      method: 'DELETE',
      url: `${paymentMethodsUrl(userId)}/${encodeURIComponent(name)}`,
      outbox: { label: messages.outbox.removeMethod(name) },
    }),
  );
  return reply === 'kept' ? reply : reply.userData;
}
