import { useEffect, useState } from 'react';
import { fromSelectedDate } from '@kaspit/domain';
import { useSelectedDate, useSession } from '@kaspit/shared-auth';
import { fetchInsights, type InsightsReport } from '../api/ai-api.js';

type Load =
  | { status: 'loading'; key: string }
  | { status: 'error'; key: string }
  | { status: 'not-subscribed'; key: string }
  | { status: 'ready'; key: string; report: InsightsReport };

/** The selected month's insights; `not-subscribed` when the API says the AI subscription is off. */
export function useInsights() {
  const { user } = useSession();
  const month = fromSelectedDate(useSelectedDate());
  const userId = user?.id;
  // The user record says whether the subscription is on; asking the API anyway would only earn a 403.
  const enabled = user?.aiSubscription?.enabled;
  const key = `${userId}|${month}|${String(enabled)}`;
  const [load, setLoad] = useState<Load>({ status: 'loading', key });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!userId) return;
    const k = `${userId}|${month}|${String(enabled)}`;
    if (enabled === false) {
      setLoad({ status: 'not-subscribed', key: k });
      return;
    }
    let live = true;
    fetchInsights(userId, month).then(
      (report) =>
        live && setLoad(report ? { status: 'ready', key: k, report } : { status: 'not-subscribed', key: k }),
      () => live && setLoad({ status: 'error', key: k }),
    );
    return () => {
      live = false;
    };
  }, [userId, month, enabled, version]);

  const current: Load = load.key === key ? load : { status: 'loading', key };
  return {
    userId,
    month,
    status: current.status,
    report: current.status === 'ready' ? current.report : null,
    reload: () => setVersion((v) => v + 1),
  };
}
