import type { Document } from 'bson';
import type { Catalog } from '../engine/catalog.js';

/**
 * MongoDB's TTL monitor: a background pass, every `ttlMonitorSleepSecs` (60 by default, as mongod's parameter of
 * that name), deleting from each collection with a TTL index the documents whose indexed date — the earliest one,
 * for an array — lies more than `expireAfterSeconds` in the past. Documents without a date there never expire; a
 * compound index's `expireAfterSeconds` is ignored, as in MongoDB; a partial index expires only what it holds.
 * The deletes go through the ordinary `delete` command, so they are journalled and serialised like a client's.
 */

export interface TtlMonitor {
  stop(): Promise<void>;
}

export function startTtlMonitor(
  catalog: Catalog,
  run: (command: Document) => Promise<Document>,
  sleepSecs: number,
): TtlMonitor {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();

  const expire = async () => {
    for (const [db, collections] of catalog.dbs) {
      for (const collection of [...collections.values()]) {
        for (const spec of collection.indexes) {
          const fields = Object.keys(spec.key);
          if (typeof spec.expireAfterSeconds !== 'number' || fields.length !== 1 || stopped) continue;
          const cutoff = new Date(Date.now() - spec.expireAfterSeconds * 1000);
          const expired: Document = { [fields[0]!]: { $lt: cutoff } };
          const filter = spec.partialFilterExpression
            ? { $and: [spec.partialFilterExpression, expired] }
            : expired;
          await run({ delete: collection.name, deletes: [{ q: filter, limit: 0 }], $db: db });
        }
      }
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      pass = expire()
        .catch(() => undefined) // a failed pass (a store refusing writes) is tried again next time
        .finally(schedule);
    }, sleepSecs * 1000);
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
