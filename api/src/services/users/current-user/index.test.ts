import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Collection, type Db } from 'mongodb';
import { startTestDatabase } from '../../../test-support/database.js';
import { currentUsers, dataVersionKey } from './index.js';

let db: Db;
let stop: () => Promise<void>;
beforeAll(async () => ({ db, stop } = await startTestDatabase()));
afterAll(() => stop());

const seed = (id: string) =>
  db.collection('users').insertOne({ id, issuer: 'test', sub: id, displayName: 'דנה' });

describe("the caller's cached user record", () => {
  it('is read once for a burst of requests and re-read after the TTL', async () => {
    await seed('burst');
    let time = 0;
    const users = currentUsers(db, { ttlMs: 1000, now: () => time });
    const [a, b] = await Promise.all([users.get('burst'), users.get('burst')]);
    expect(a).toBe(b);
    await db.collection('users').updateOne({ id: 'burst' }, { $set: { displayName: 'יוסי' } });
    expect((await users.get('burst'))!.displayName).toBe('דנה');
    time = 1000;
    expect((await users.get('burst'))!.displayName).toBe('יוסי');
  });

  it("sees a write through the same process at once, and another process's within the TTL", async () => {
    await seed('two');
    let time = 0;
    const here = currentUsers(db, { ttlMs: 1000, now: () => time });
    const there = currentUsers(db, { ttlMs: 1000, now: () => time });
    const before = dataVersionKey((await here.get('two'))!);
    expect(dataVersionKey((await there.get('two'))!)).toBe(before);

    await here.written('two');
    const after = dataVersionKey((await here.get('two'))!);
    expect(after).not.toBe(before);
    // The other process still holds its read for up to the TTL, then sees the new version.
    time = 999;
    expect(dataVersionKey((await there.get('two'))!)).toBe(before);
    time = 1000;
    expect(dataVersionKey((await there.get('two'))!)).toBe(after);
  });

  it('does not keep a read that began before a write finished', async () => {
    await seed('race');
    const users = currentUsers(db, { ttlMs: 60_000 });
    const early = users.get('race');
    await users.written('race');
    await early;
    expect((await users.get('race'))!.dataVersion).toBe(1);
  });

  it('treats a user whose deletion has begun as gone', async () => {
    await db
      .collection('users')
      .insertOne({ id: 'leaving', issuer: 'test', sub: 'leaving', deletedAt: new Date() });
    expect(await currentUsers(db).get('leaving')).toBeNull();
  });

  it('reads the data version fresh for every request, one query for all asked in the same turn', async () => {
    await seed('fresh');
    const here = currentUsers(db);
    const there = currentUsers(db);
    expect(await here.version('fresh')).toBe(0);
    await there.written('fresh'); // another process's write ...
    expect(await here.version('fresh')).toBe(1); // ... counted by the next request here, no TTL to wait out
    const finds = vi.spyOn(Collection.prototype, 'find');
    try {
      const batched = await Promise.all([
        here.version('fresh'),
        here.version('fresh'),
        here.version('nobody'),
      ]);
      expect(batched).toEqual([1, 1, 0]);
      expect(
        finds.mock.contexts.filter((c) => (c as Collection).collectionName === 'userDataVersions'),
      ).toHaveLength(1);
    } finally {
      finds.mockRestore();
    }
  });

  it('re-reads a cached record older than the version a reply is computed for', async () => {
    await seed('atleast');
    const here = currentUsers(db, { ttlMs: 60_000 });
    const there = currentUsers(db, { ttlMs: 60_000 });
    expect((await here.get('atleast'))!.dataVersion).toBe(0);
    await db.collection('users').updateOne({ id: 'atleast' }, { $set: { displayName: 'רון' } });
    await there.written('atleast');
    expect((await here.get('atleast'))!.displayName).toBe('דנה'); // within the TTL
    const fresh = (await here.get('atleast', { atLeastVersion: await here.version('atleast') }))!;
    expect(fresh.displayName).toBe('רון');
    expect(fresh.dataVersion).toBe(1);
  });
});
