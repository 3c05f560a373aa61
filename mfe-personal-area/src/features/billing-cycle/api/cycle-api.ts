import type { BillingCyclePeriod } from '@kaspit/domain';
import { apiCall, type LocalUser } from '@kaspit/shared-auth';

/** `PATCH /users/:id/profile {billingCyclePeriod}`; answers the stored user. */
export async function saveBillingCycle(
  userId: string,
  billingCyclePeriod: BillingCyclePeriod,
): Promise<LocalUser> {
  const reply = await apiCall<{ userData: LocalUser }>({
    method: 'PATCH',
    url: `/users/${userId}/profile`,
    data: { billingCyclePeriod },
  });
  return reply.userData;
}
