import { useEffect, useState } from 'react';
import { showToast, useSelectedDate } from '@kaspit/shared-auth';
import { toasts } from '../../messages.js';
import { changed$ } from '../../lib/changes.js';
import { listMonth, type EntryOf, type Kind } from './kinds.js';

/** The selected billing month's records of one kind, reloaded after every write and on a month change. */
export function useMonthEntries<K extends Kind>(kind: K): EntryOf<K>[] | null {
  const selected = useSelectedDate();
  const [rows, setRows] = useState<EntryOf<K>[] | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      listMonth(kind, selected).then(
        (list) => live && setRows(list),
        () => live && showToast(toasts.loadFailed, 'error'),
      );
    void load();
    const subscription = changed$.subscribe(() => void load());
    return () => {
      live = false;
      subscription.unsubscribe();
    };
  }, [kind, selected]);
  return rows;
}
