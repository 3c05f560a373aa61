import type { UserDataReply } from '@kaspit/api-contract';
import { apiCall, orKept, type LocalUser } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';

export const aiSubscriptionUrl = (userId: string) => `/users/${userId}/ai-subscription`;

/** `PATCH /users/:id/ai-subscription {enabled}`: the stored user, or `'kept'` when it waits on the device. */
export async function setAiSubscription(userId: string, enabled: boolean): Promise<LocalUser | 'kept'> {
  const reply = await orKept(
    apiCall<UserDataReply>({
      method: 'PATCH',
      url: aiSubscriptionUrl(userId),
      data: { enabled },
      outbox: { label: messages.outbox.ai(enabled) },
    }),
  );
  return reply === 'kept' ? reply : reply.userData;
}
