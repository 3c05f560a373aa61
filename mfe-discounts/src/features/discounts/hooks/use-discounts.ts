import { useCallback, useEffect, useMemo, useState } from 'react';
import { loadUserData, usePendingRecords, useSession, writesDelivered$ } from '@kaspit/shared-auth';
import * as api from '../api/discounts-api.js';
import type { DiscountData } from '../logic/discount-form.js';
import type { Discount } from '../logic/discount-status.js';
import { withPending } from '../logic/with-pending.js';

type Load =
  | { status: 'loading' }
  | { status: 'error'; userId: string }
  | { status: 'ready'; userId: string; discounts: Discount[] };

/** Keeps the page-wide user data (other areas read discounts from it) in step after a write. */
const refreshShared = () => void loadUserData({ pathname: window.location.pathname, force: true });

/** What a write came to: the API has it, or it waits on the device to be sent when the API answers. */
export type WriteOutcome = 'sent' | 'kept';

/**
 * The user's discounts and the writes on them; each write updates the list with what the API stored. Writes that
 * wait on the device (the outbox) are shown as made and marked until the API has them.
 */
export function useDiscounts() {
  const { user } = useSession();
  const userId = user?.id;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const current: Load = load.status !== 'loading' && load.userId === userId ? load : { status: 'loading' };
  const pending = usePendingRecords<Discount>(api.DISCOUNTS_PATH, 'discountData');

  useEffect(() => {
    if (!userId) return;
    let live = true;
    api.listDiscounts(userId).then(
      (discounts) => live && setLoad({ status: 'ready', userId, discounts }),
      () => live && setLoad({ status: 'error', userId }),
    );
    return () => {
      live = false;
    };
  }, [userId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // Writes the outbox delivered later (this tab or another) are read back as the API stored them.
  useEffect(() => {
    const subscription = writesDelivered$.subscribe(() => {
      reload();
      refreshShared();
    });
    return () => subscription.unsubscribe();
  }, [reload]);

  const edit = useCallback((change: (list: Discount[]) => Discount[]) => {
    setLoad((was) => (was.status === 'ready' ? { ...was, discounts: change(was.discounts) } : was));
    refreshShared();
  }, []);

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

  const listed = current.status === 'ready' ? current.discounts : null;
  const discounts = useMemo(() => (listed ? withPending(listed, pending) : []), [listed, pending]);

  return {
    signedIn: Boolean(userId),
    status: current.status,
    discounts,
    /** Ids of discounts with a write waiting on this device. */
    waiting: pending.waiting,
    create,
    update,
    remove,
    reload,
  };
}
