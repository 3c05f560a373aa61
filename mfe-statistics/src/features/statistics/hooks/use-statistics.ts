import { useEffect, useState } from 'react';
import { fromSelectedDate } from '@kaspit/domain';
import { useSelectedDate, useSession } from '@kaspit/shared-auth';
import { fetchStatistics, type Statistics } from '../api/statistics-api.js';

type Load =
  | { status: 'loading'; key: string }
  | { status: 'error'; key: string }
  | { status: 'ready'; key: string; data: Statistics };

/** The statistics of the selected billing month, reloaded when the month (shell's picker) or the user changes. */
export function useStatistics() {
  const { user } = useSession();
  const month = fromSelectedDate(useSelectedDate());
  const userId = user?.id;
  const key = `${userId}|${month}`;
  const [load, setLoad] = useState<Load>({ status: 'loading', key });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    const k = `${userId}|${month}`;
    fetchStatistics(userId, month).then(
      (data) => live && setLoad({ status: 'ready', key: k, data }),
      () => live && setLoad({ status: 'error', key: k }),
    );
    return () => {
      live = false;
    };
  }, [userId, month, version]);

  // A reply for another month is never shown as this one's: the picker may have moved meanwhile.
  const current: Load = load.key === key ? load : { status: 'loading', key };
  const reload = () => setVersion((v) => v + 1);
  return {
    signedIn: Boolean(userId),
    month,
    status: current.status,
    data: current.status === 'ready' ? current.data : null,
    reload,
  };
}
