import { describe, expect, it } from 'vitest';
import { useCollection } from '../test-support/collection.js';

/**
 * TTL indexes expire documents in the background, as MongoDB's TTL monitor does (every 60 s on a real server, so
 * against one this waits up to two minutes; the embedded test server passes every 100 ms).
 */

const ctx = useCollection();
const EXPIRY_WAIT = { timeout: 130_000, interval: 100 };

describe('TTL indexes', () => {
  it(
    'remove documents whose date is older than expireAfterSeconds, and only those',
    { timeout: 140_000 },
    async () => {
      const hourAgo = new Date(Date.now() - 3_600_000);
      const inAnHour = new Date(Date.now() + 3_600_000);
      await ctx.collection.createIndex({ at: 1 }, { expireAfterSeconds: 60 });
      await ctx.collection.insertMany([
        { _id: 'old' as never, at: hourAgo },
        { _id: 'old-in-array' as never, at: [inAnHour, hourAgo] },
        { _id: 'new' as never, at: inAnHour },
        { _id: 'not-a-date' as never, at: 'yesterday' },
        { _id: 'missing' as never },
      ]);
      await expect
        .poll(async () => (await ctx.collection.find({}).toArray()).map((d) => d._id).sort(), EXPIRY_WAIT)
        .toEqual(['missing', 'new', 'not-a-date']);
    },
  );

  it('ignore expireAfterSeconds on a compound index', { timeout: 270_000 }, async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    await ctx.collection.createIndex({ at: 1, k: 1 }, { expireAfterSeconds: 1 });
    const other = ctx.target.db.collection(`${ctx.collection.collectionName}_ttl`);
    await other.createIndex({ at: 1 }, { expireAfterSeconds: 1 });
    await ctx.collection.insertOne({ _id: 'kept' as never, at: hourAgo, k: 1 });
    await other.insertOne({ _id: 'gone' as never, at: hourAgo });
    // A second expiry in the other collection means at least one whole pass has run since both were inserted.
    await expect.poll(() => other.countDocuments({}), EXPIRY_WAIT).toBe(0);
    await other.insertOne({ _id: 'gone-too' as never, at: hourAgo });
    await expect.poll(() => other.countDocuments({}), EXPIRY_WAIT).toBe(0);
    expect(await ctx.collection.countDocuments({})).toBe(1);
  });
});
