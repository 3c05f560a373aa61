import { apiCall, type LocalUser } from '@kaspit/shared-auth';

/** `PATCH /users/:id/ai-subscription {enabled}`; answers the stored user. */
export const setAiSubscription = async (userId: string, enabled: boolean) =>
  (
    await apiCall<{ userData: LocalUser }>({
      method: 'PATCH',
      url: `/users/${userId}/ai-subscription`,
      data: { enabled },
    })
  ).userData;
