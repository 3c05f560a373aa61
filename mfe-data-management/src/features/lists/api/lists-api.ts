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

const pathOf = (list: ListName) => (list === 'categories' ? 'categories' : 'payments-methods');

export async function removeName(userId: string, list: ListName, name: string): Promise<void> {
  const reply = await apiCall<Reply>({
    method: 'DELETE',
    url: `/users/${userId}/${pathOf(list)}/${encodeURIComponent(name)}`,
  });
  updateLocalUser(reply.userData);
}

/**
 * Renames a name in place: the API moves every existing record (and a category's budget) to the new name, and a
 * repeated request after a lost reply answers with the state the first one left.
 */
export async function renameName(userId: string, list: ListName, from: string, to: string): Promise<void> {
  const reply = await apiCall<Reply>({
    method: 'PATCH',
    url: `/users/${userId}/${pathOf(list)}/${encodeURIComponent(from)}/name`,
    data: { newName: to },
  });
  updateLocalUser(reply.userData);
}
