import type { UserDataReply } from '@kaspit/api-contract';
import { apiCall, updateLocalUser } from '@kaspit/shared-auth';

export type ListName = 'categories' | 'incomeCategories' | 'paymentMethods';

/** Each list's path under `/users/:id`. */
const PATHS: Record<ListName, string> = {
  categories: 'categories',
  incomeCategories: 'income-categories',
  paymentMethods: 'payments-methods',
};

/** The body that adds `name` to `list` (a category with its budget, 0 = none). */
function addBody(list: ListName, name: string, budget: number) {
  if (list === 'categories') return { categoryName: name, budgetAmount: budget };
  return list === 'incomeCategories' ? { categoryName: name } : { paymentMethodName: name };
}

/** Adds a name (a category with `budget`, 0 = none) and stores the user the API returns in the session. */
export async function addName(userId: string, list: ListName, name: string, budget = 0): Promise<void> {
  const reply = await apiCall<UserDataReply>({
    method: 'PATCH',
    url: `/users/${userId}/${PATHS[list]}`,
    data: addBody(list, name, budget),
  });
  updateLocalUser(reply.userData);
}

export async function removeName(userId: string, list: ListName, name: string): Promise<void> {
  const reply = await apiCall<UserDataReply>({
    method: 'DELETE',
    url: `/users/${userId}/${PATHS[list]}/${encodeURIComponent(name)}`,
  });
  updateLocalUser(reply.userData);
}

/**
 * Renames a name in place: the API moves every existing record (and a category's budget) to the new name, and a
 * repeated request after a lost reply answers with the state the first one left.
 */
export async function renameName(userId: string, list: ListName, from: string, to: string): Promise<void> {
  const reply = await apiCall<UserDataReply>({
    method: 'PATCH',
    url: `/users/${userId}/${PATHS[list]}/${encodeURIComponent(from)}/name`,
    data: { newName: to },
  });
  updateLocalUser(reply.userData);
}
