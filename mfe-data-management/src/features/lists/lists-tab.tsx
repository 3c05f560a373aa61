import { useSession } from '@kaspit/shared-auth';
import { useUserLists } from '../../lib/user-lists.js';
import { NameList } from './name-list.js';

/** The person's categories and payment methods. */
export function ListsTab() {
  const lists = useUserLists();
  const { user } = useSession();
  const budgets = Object.fromEntries(
    ((user?.categories as { categoryName: string; budgetAmount: number }[] | undefined) ?? []).map((c) => [
      c.categoryName,
      c.budgetAmount,
    ]),
  );
  return (
    <div className="kdm-kind">
      <NameList userId={lists.userId} list="categories" names={lists.categories} budgets={budgets} />
      <NameList userId={lists.userId} list="paymentMethods" names={lists.paymentMethods} />
    </div>
  );
}
