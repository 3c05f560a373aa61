import type { Collection, Db } from 'mongodb';
import { ACCESS_TOKEN_TTL_SECONDS } from '../access-token/index.js';

/** How stale this process's copy of the list may be: a revoked session's access token stops within this. */
export const REVOCATION_CACHE_MS = 2000;
/** An entry is kept until every access token of its family has expired anyway, plus clock leeway. */
const KEEP_MS = ACCESS_TOKEN_TTL_SECONDS * 1000 + 60_000;

interface RevokedFamilyDoc {
  _id: string; // the family id
  revokedAt: Date;
  /** A TTL index removes the entry after this (and reads ignore it, for stores without TTL monitors). */
  expiresAt: Date;
}

/**
 * The token families revoked in the last 16 minutes (sign-out, refresh-token reuse, account deletion), shared by
 * every API process through the store. Each process holds a copy refreshed at most every 2 s, so checking an
 * access token costs a Set lookup; a refresh is one small query shared by the requests that wait for it.
 */
export function createRevocations(db: Db, { cacheMs = REVOCATION_CACHE_MS } = {}) {
  const revoked: Collection<RevokedFamilyDoc> = db.collection('revokedFamilies');
  let known = new Set<string>();
  let loadedAt = -Infinity;
  let loading: Promise<void> | undefined;

  async function load() {
    const startedAt = Date.now();
    const docs = await revoked.find({ expiresAt: { $gt: new Date() } }, { projection: { _id: 1 } }).toArray();
    // Entries added in this process while the query ran are not in its answer yet: keep them.
    const next = new Set(docs.map((d) => d._id));
    for (const id of pendingLocal) next.add(id);
    pendingLocal.clear();
    known = next;
    loadedAt = startedAt;
  }

  const pendingLocal = new Set<string>();

  return {
    async revoke(familyIds: string[], now = new Date()): Promise<void> {
      if (!familyIds.length) return;
      const expiresAt = new Date(now.getTime() + KEEP_MS);
      await revoked.bulkWrite(
        familyIds.map((id) => ({
          updateOne: {
            filter: { _id: id },
            update: { $set: { revokedAt: now, expiresAt } },
            upsert: true,
          },
        })),
        { ordered: false },
      );
      for (const id of familyIds) {
        known.add(id);
        pendingLocal.add(id);
      }
    },

    /** Throws when the list is stale and the store cannot be reached: no one is let in on an old list. */
    async isRevoked(familyId: string): Promise<boolean> {
      if (Date.now() - loadedAt > cacheMs) {
        loading ??= load().finally(() => {
          loading = undefined;
        });
        await loading;
      }
      return known.has(familyId);
    },
  };
}

export type Revocations = ReturnType<typeof createRevocations>;
