import { useCallback, useEffect, useMemo } from 'react';
import {
  loadUserData,
  readStatusOf,
  usePendingRecords,
  useQuery,
  useQueryClient,
  useSession,
  writesDelivered$,
} from '@kaspit/shared-auth';
import * as api from '../api/discounts-api.js';
import type { DiscountData } from '../logic/discount-form.js';
import type { Discount } from '../logic/discount-status.js';
import { withPending } from '../logic/with-pending.js';

/** Keeps the page-wide user data (other areas read discounts from it) in step after a write. */
const refreshShared = () => void loadUserData({ pathname: window.location.pathname, force: true });

/** What a write came to: the API has it, or it waits on the device to be sent when the API answers. */
export type WriteOutcome = 'sent' | 'kept';

/**
 * The user's discounts, from the page's query cache, and the writes on them; each write updates the list with what
 * the API stored (and marks stale every other area's reads of discounts). Writes that wait on the device (the
 * outbox) are shown as made and marked until the API has them.
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
  const pending = usePendingRecords<Discount>(api.DISCOUNTS_PATH, 'discountData');

  // Writes the outbox delivered later (this tab or another) are read back as the API stored them (the query cache
  // reads itself again on each delivery); the page-wide user data too.
  useEffect(() => {
    const subscription = writesDelivered$.subscribe(refreshShared);
    return () => subscription.unsubscribe();
  }, []);

  const edit = useCallback(
    (change: (list: Discount[]) => Discount[]) => {
      queryClient.setQueryData<Discount[]>(queryKey, (was) => was && change(was));
      refreshShared();
    },
    [queryClient, queryKey],
  );

  const create = useCallback(
    async (data: DiscountData): Promise<WriteOutcome> => {
      const created = await api.createDiscount(userId!, data);
      if (created === 'kept') return 'kept';
      edit((list) => [...list, created]);
      return 'sent';
    },
    [userId, edit],
  );
  const update = useCallback(
    async (id: string, data: DiscountData): Promise<WriteOutcome> => {
      const saved = await api.updateDiscount(userId!, id, data);
      if (saved === 'kept') return 'kept';
      edit((list) => list.map((d) => (d.id === id ? saved : d)));
      return 'sent';
    },
    [userId, edit],
  );
  const remove = useCallback(
    async (id: string, title: string): Promise<WriteOutcome> => {
      if ((await api.deleteDiscount(userId!, id, title)) === 'kept') return 'kept';
      edit((list) => list.filter((d) => d.id !== id));
      return 'sent';
    },
    [userId, edit],
  );

  const listed = status === 'ready' ? discounts.data! : null;
  const shown = useMemo(() => (listed ? withPending(listed, pending) : []), [listed, pending]);

  return {
    signedIn: Boolean(userId),
    status,
    discounts: shown,
    /** Ids of discounts with a write waiting on this device. */
    waiting: pending.waiting,
    create,
    update,
    remove,
    reload: () => void discounts.refetch(),
  };
}
