import type { MiddlewareHandler } from 'hono';
import type { Db } from 'mongodb';
import type { UserDoc } from '../repository.js';

export interface CurrentUserOptions {
  /**
   * How long a read user record is reused. Writes through this process drop it at once; a write through another
   * API process is seen after at most this long (the cross-process bound).
   */
  ttlMs?: number;
  now?: () => number;
}

/** A user record with the version of their data: bumped by every write the user makes. */
export type VersionedUser = UserDoc & { dataVersion: number };

interface Waiting {
  promise: Promise<number>;
  resolve(version: number): void;
  reject(error: unknown): void;
}

/**
 * The signed-in caller's user record for read requests, read from the database at most once per `ttlMs` (a burst
 * of requests shares one read), and its data version, which keys every memo of computed figures.
 */
export function currentUsers(db: Db, { ttlMs = 1000, now = Date.now }: CurrentUserOptions = {}) {
  const users = db.collection<UserDoc>('users');
  // Kept apart from the user record, so bumping it changes nothing a user reads or a test compares.
  const versions = db.collection<{ _id: string; version: number }>('userDataVersions');
  const entries = new Map<string, { at: number; user: Promise<VersionedUser | null> }>();

  // Version reads asked for during one turn of the event loop, sent together as one query after it.
  let batch: Map<string, Waiting> | undefined;
  function sendBatch() {
    const asked = batch!;
    batch = undefined;
    versions
      .find({ _id: { $in: [...asked.keys()] } })
      .toArray()
      .then(
        (docs) => {
          const found = new Map(docs.map((d) => [d._id, d.version]));
          for (const [userId, waiting] of asked) waiting.resolve(found.get(userId) ?? 0);
        },
        (error: unknown) => {
          for (const waiting of asked.values()) waiting.reject(error);
        },
      );
  }

  return {
    /**
     * The user's data version as the store holds it now: read by a query sent after this call, so any write that
     * finished before the request arrived (through any API process) is counted. Calls made in the same turn of
     * the event loop (a page's burst of requests, several people's at once) share one query.
     */
    version(userId: string): Promise<number> {
      if (!batch) {
        batch = new Map();
        setImmediate(sendBatch);
      }
      let waiting = batch.get(userId);
      if (!waiting) {
        const next = {} as Waiting;
        next.promise = new Promise<number>((resolve, reject) => Object.assign(next, { resolve, reject }));
        batch.set(userId, (waiting = next));
      }
      return waiting.promise;
    },

    /**
     * The user's record, cached for `ttlMs`; with `atLeastVersion`, re-read unless the cached one is at least that
     * version (so what a handler computes is as new as the version it is keyed by).
     */
    get(userId: string, { atLeastVersion }: { atLeastVersion?: number } = {}): Promise<VersionedUser | null> {
      const time = now();
      const known = entries.get(userId);
      if (known && time - known.at < ttlMs) {
        if (atLeastVersion === undefined) return known.user;
        return known.user.then((user) =>
          !user || user.dataVersion >= atLeastVersion ? user : this.reread(userId),
        );
      }
      return this.reread(userId);
    },

    /** Reads the record again (the version first, so the record is at least as new as the version it carries). */
    reread(userId: string): Promise<VersionedUser | null> {
      if (entries.size > 10_000) entries.clear();
      const user = versions.findOne({ _id: userId }).then(async (version) => {
        // A user whose deletion has begun is gone, as in the repository's reads.
        const found = await users.findOne(
          { id: userId, deletedAt: { $exists: false } },
          { projection: { _id: 0 } },
        );
        return found && { ...found, dataVersion: version?.version ?? 0 };
      });
      const entry = { at: now(), user };
      entries.set(userId, entry);
      user.catch(() => entries.get(userId) === entry && entries.delete(userId));
      return user;
    },

    /**
     * After a write by `userId`: bumps their data version, then drops the cached record. A read that started
     * before the bump cannot leave a stale record behind, because the entry it made is the one dropped here.
     */
    async written(userId: string): Promise<void> {
      await versions.updateOne({ _id: userId }, { $inc: { version: 1 } }, { upsert: true });
      entries.delete(userId);
    },
  };
}

export type CurrentUsers = ReturnType<typeof currentUsers>;

/** The key part naming a user's data as of now: any write changes it. */
export const dataVersionKey = (user: VersionedUser) => `${user.id}@${user.dataVersion}`;

/**
 * After every request that may write (anything but GET, HEAD and OPTIONS) by a signed-in caller, bumps their data
 * version, whatever the route: a new write route cannot forget to, and a spurious bump only costs a recomputation. Registered after the bearer-token check, on every signed-in path.
 */
export function trackWrites(current: CurrentUsers): MiddlewareHandler<{ Variables: { userId: string } }> {
  return async (c, next) => {
    await next();
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
    // A refused request (4xx) changed nothing; a 5xx may have written part of its work, so it counts.
    if (c.res.status >= 400 && c.res.status < 500) return;
    const userId = c.get('userId') as string | undefined;
    // Several registrations may match one request (see app.ts); the version is bumped once.
    if (!userId || c.get('writeTracked' as never)) return;
    c.set('writeTracked' as never, true as never);
    await current.written(userId);
  };
}
