import { useCallback, useEffect, useState } from 'react';
import { loadUserData, useSession } from '@kaspit/shared-auth';
import * as api from '../api/discounts-api.js';
import type { DiscountData } from '../logic/discount-form.js';
import type { Discount } from '../logic/discount-status.js';

type Load =
  | { status: 'loading' }
  | { status: 'error'; userId: string }
  | { status: 'ready'; userId: string; discounts: Discount[] };

/** Keeps the page-wide user data (other areas read discounts from it) in step after a write. */
const refreshShared = () => void loadUserData({ pathname: window.location.pathname, force: true });

/** The user's discounts and the writes on them; each write updates the list with what the API stored. */
export function useDiscounts() {
  const { user } = useSession();
  const userId = user?.id;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const current: Load = load.status !== 'loading' && load.userId === userId ? load : { status: 'loading' };

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

  const edit = useCallback((change: (list: Discount[]) => Discount[]) => {
    setLoad((was) => (was.status === 'ready' ? { ...was, discounts: change(was.discounts) } : was));
    refreshShared();
  }, []);

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
    status: current.status,
    discounts: current.status === 'ready' ? current.discounts : [],
    create,
    update,
    remove,
    reload: () => setVersion((v) => v + 1),
  };
}
