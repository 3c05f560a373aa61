import { apiCall } from '@kaspit/shared-auth';

/** `DELETE /users/:id`: the user, every record and every session. */
export async function deleteAccount(userId: string): Promise<void> {
  await apiCall({ method: 'DELETE', url: `/users/${userId}` });
}
