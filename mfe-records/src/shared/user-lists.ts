import { DEFAULT_BILLING_CYCLE, type BillingCyclePeriod } from '@kaspit/domain';
import { useSession } from '@kaspit/shared-auth';

const namesOf = (list: unknown) =>
  ((list as { categoryName: string }[] | undefined) ?? []).map((c) => c.categoryName);

/** The signed-in person's expense and income categories, payment methods and billing cycle, from the session. */
export function useUserLists() {
  const { user } = useSession();
  return {
    userId: user?.id ?? '',
    categories: namesOf(user?.categories),
    incomeCategories: namesOf(user?.incomeCategories),
    paymentMethods: ((user?.paymentMethods as { paymentMethodName: string }[] | undefined) ?? []).map(
      (m) => m.paymentMethodName,
    ),
    cycle: (user?.billingCyclePeriod as BillingCyclePeriod | undefined) ?? DEFAULT_BILLING_CYCLE,
  };
}
