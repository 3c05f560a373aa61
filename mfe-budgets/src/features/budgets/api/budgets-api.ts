import type { UserSettingsReply } from '@kaspit/api-contract';
import { fromAgorot, type Agorot } from '@kaspit/domain';
import { apiCall, orKept } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import { budgetsUrl, type Category } from './budgets-query.js';

export {
  budgetsQuery,
  budgetsUrl,
  fetchBudgetsData,
  type BudgetsData,
  type Category,
} from './budgets-query.js';

/**
 * `PATCH /users/:id/budgets`; 0 removes the budget. Returns the categories as stored, or `'kept'` when the API
 * could not be reached and the change waits on the device (shared-auth's outbox) to be sent when it answers. It
 * sets a value, so sending it twice changes nothing more than sending it once.
 */
export async function saveBudget(
  userId: string,
  categoryName: string,
  amount: Agorot,
): Promise<Category[] | 'kept'> {
  const result = await orKept(
    apiCall<UserSettingsReply<'budgets'>>({
      method: 'PATCH',
      url: budgetsUrl(userId),
      data: { categoryName, budgetAmount: fromAgorot(amount) },
      outbox: { label: messages.outboxLabel(categoryName) },
    }),
  );
  return result === 'kept' ? result : result.categories;
}
