import type { UserDataReply } from '@kaspit/api-contract';
import type { BillingCyclePeriod } from '@kaspit/domain';
import { apiCall, orKept, type LocalUser } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';

/** Where the profile (the billing cycle) is set, and where the outbox keeps a change that waits. */
export const profileUrl = (userId: string) => `/users/${userId}/profile`;

/**
 * `PATCH /users/:id/profile {billingCyclePeriod}`: the stored user, or `'kept'` when the change waits on the device
 * (it sets a value, so sending it again changes nothing more).
 */
export async function saveBillingCycle(
  userId: string,
  billingCyclePeriod: BillingCyclePeriod,
): Promise<LocalUser | 'kept'> {
  const reply = await orKept(
    apiCall<UserDataReply>({
      method: 'PATCH',
      url: profileUrl(userId),
      data: { billingCyclePeriod },
      outbox: { label: messages.outbox.cycle },
    }),
  );
  return reply === 'kept' ? reply : reply.userData;
}
