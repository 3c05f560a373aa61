import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from 'mongodb';
import { startTestDatabase } from '../../test-support/database.js';
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
});
