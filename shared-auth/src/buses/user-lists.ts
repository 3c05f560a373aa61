import { useMemo } from 'react';
import { DEFAULT_BILLING_CYCLE, type BillingCyclePeriod } from '@kaspit/domain';
import { useSession } from './hooks.js';
import type { SessionUser } from './session.js';

/** The signed-in person's lists every entry form and filter offers. */
export interface UserLists {
  userId: string;
  /** Expense categories. */
  categories: string[];
  /** The categories an income may have (their own list, not the expense categories). */
  incomeCategories: string[];
  paymentMethods: string[];
  cycle: BillingCyclePeriod;
}

const namesOf = (list: unknown, key: 'categoryName' | 'paymentMethodName') =>
  ((list as Record<string, string>[] | undefined) ?? []).map((item) => item[key] as string);

function listsOf(user: SessionUser | null | undefined): UserLists {
  return {
    userId: user?.id ?? '',
    categories: namesOf(user?.categories, 'categoryName'),
    incomeCategories: namesOf(user?.incomeCategories, 'categoryName'),
    paymentMethods: namesOf(user?.paymentMethods, 'paymentMethodName'),
    cycle: user?.billingCyclePeriod ?? DEFAULT_BILLING_CYCLE,
  };
}

/**
 * The signed-in person's categories, payment methods and billing cycle, from the session. The same object while the
 * session's user is the same, so memos keyed on it (an import's converted rows) do not redo their work each render.
 */
export function useUserLists(): UserLists {
  const { user } = useSession();
  return useMemo(() => listsOf(user), [user]);
}
