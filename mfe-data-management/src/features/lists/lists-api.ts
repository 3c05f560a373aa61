import { apiCall, updateLocalUser, type LocalUser } from '@kaspit/shared-auth';

export type ListName = 'categories' | 'paymentMethods';

interface Reply {
  userData: LocalUser;
}

/** Adds a name (a category with `budget`, 0 = none) and stores the user the API returns in the session. */
export async function addName(userId: string, list: ListName, name: string, budget = 0): Promise<void> {
  const reply =
    list === 'categories'
      ? await apiCall<Reply>({
          method: 'PATCH',
          url: `/users/${userId}/categories`,
          data: { categoryName: name, budgetAmount: budget },
        })
      : await apiCall<Reply>({
          method: 'PATCH',
          url: `/users/${userId}/payments-methods`,
          data: { paymentMethodName: name },
        });
  updateLocalUser(reply.userData);
}

export async function removeName(userId: string, list: ListName, name: string): Promise<void> {
  const path = list === 'categories' ? 'categories' : 'payments-methods';
  const reply = await apiCall<Reply>({
    method: 'DELETE',
    url: `/users/${userId}/${path}/${encodeURIComponent(name)}`,
  });
  updateLocalUser(reply.userData);
}

/** There is no rename in the API: the new name is added (keeping a category's budget), then the old one removed. */
export async function renameName(
  userId: string,
  list: ListName,
  from: string,
  to: string,
  budget = 0,
): Promise<void> {
  await addName(userId, list, to, budget);
  await removeName(userId, list, from);
}
