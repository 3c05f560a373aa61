import { useCallback, useMemo } from 'react';
import { loadUserData, readStatusOf, useQuery, useQueryClient, useSession } from '@kaspit/shared-auth';
import * as api from '../api/discounts-api.js';
import type { DiscountData } from '../logic/discount-form.js';
import type { Discount } from '../logic/discount-status.js';

/** Keeps the page-wide user data (other areas read discounts from it) in step after a write. */
const refreshShared = () => void loadUserData({ pathname: window.location.pathname, force: true });

/**
 * The user's discounts, from the page's query cache, and the writes on them; each write updates the list with what
 * the API stored (and marks stale every other area's reads of discounts).
 */
export function useDiscounts() {
  const { user } = useSession();
  const userId = user?.id;
  const queryKey = useMemo(() => ['discounts', userId], [userId]);
  const discounts = useQuery({
    queryKey,
    queryFn: () => api.listDiscounts(userId!),
    enabled: Boolean(userId),
  });
  const queryClient = useQueryClient();
  const status = readStatusOf(discounts);

  const edit = useCallback(
    (change: (list: Discount[]) => Discount[]) => {
      queryClient.setQueryData<Discount[]>(queryKey, (was) => was && change(was));
      refreshShared();
    },
    [queryClient, queryKey],
  );

  const create = useCallback(
    async (data: DiscountData) => {
      const created = await api.createDiscount(userId!, data);
      edit((list) => [...list, created]);
    },
    [userId, edit],
  );
  const update = useCallback(
    async (id: string, data: DiscountData) => {
      const saved = await api.updateDiscount(userId!, id, data);
      edit((list) => list.map((d) => (d.id === id ? saved : d)));
    },
    [userId, edit],
  );
  const remove = useCallback(
    async (id: string) => {
      await api.deleteDiscount(userId!, id);
      edit((list) => list.filter((d) => d.id !== id));
    },
    [userId, edit],
  );

  return {
    signedIn: Boolean(userId),
    status,
    discounts: status === 'ready' ? discounts.data! : [],
    create,
    update,
    remove,
    reload: () => void discounts.refetch(),
  };
}
