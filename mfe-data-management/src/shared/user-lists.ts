import { useMemo } from 'react';
import { useSession } from '@kaspit/shared-auth';

export interface UserLists {
  userId: string;
  categories: string[];
  /** The categories an income may have (their own list, not the expense categories). */
  incomeCategories: string[];
  paymentMethods: string[];
  cycle: { startDay: number; endDay: number; endMonth: 0 | 1 };
}

/**
 * The signed-in person's categories, payment methods and billing cycle, from the session. The same object while the
 * session's user is the same, so memos keyed on it (an import's converted rows) do not redo their work each render.
 */
export function useUserLists(): UserLists {
  const { user } = useSession();
  return useMemo(() => listsOf(user), [user]);
}

function listsOf(user: ReturnType<typeof useSession>['user']): UserLists {
  const categories = (user?.categories as { categoryName: string }[] | undefined) ?? [];
  const incomeCategories = (user?.incomeCategories as { categoryName: string }[] | undefined) ?? [];
  const methods = (user?.paymentMethods as { paymentMethodName: string }[] | undefined) ?? [];
  const cycle = (user?.billingCyclePeriod as UserLists['cycle'] | undefined) ?? {
    startDay: 1,
    endDay: 31,
    endMonth: 0,
  };
  return {
    userId: user?.id ?? '',
    categories: categories.map((c) => c.categoryName),
    incomeCategories: incomeCategories.map((c) => c.categoryName),
    paymentMethods: methods.map((m) => m.paymentMethodName),
    cycle,
  };
}
