import { useUserLists } from '@kaspit/shared-auth';
import { NameList } from './name-list.js';

/** The person's expense categories, income categories and payment methods. */
export function ListsTab() {
  const lists = useUserLists();
  return (
    <div className="kdm-kind">
      <NameList userId={lists.userId} list="categories" names={lists.categories} />
      <NameList userId={lists.userId} list="incomeCategories" names={lists.incomeCategories} />
      <NameList userId={lists.userId} list="paymentMethods" names={lists.paymentMethods} />
    </div>
  );
}
