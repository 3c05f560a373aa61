import { mkdtemp, readdir, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotName } from './files.js';
import { describeRepair, repairStore } from './repair.js';
import { Store } from './store.js';

const fresh = () => mkdtemp(path.join(tmpdir(), 'embedded-mongo-generations-'));
const ids = (store: Store) => store.catalog.get('app', 'items')?.docs.size ?? 0;

/** A directory whose newest snapshot (generation 1) holds 300 documents and whose journal after it holds 20. */
async function compacted(dir: string) {
  const store = await Store.open({ dbPath: dir });
  const put = (i: number) => {
    const op = { t: 'put' as const, db: 'app', c: 'items', d: { _id: i, text: `מסמך ${i}` } };
    store.catalog.apply(op);
    return store.commit({ ops: [op] });
  };
  await Promise.all(Array.from({ length: 300 }, (_, i) => put(i)));
  await store.compact();
  await Promise.all(Array.from({ length: 20 }, (_, i) => put(300 + i)));
  await store.close();
  return path.join(dir, snapshotName(1));
}

describe('a snapshot that is damaged or gone', () => {
  it('deleted by hand: start refuses, naming it, and repair says so rather than "no damage"', async () => {
    const dir = await fresh();
    await rm(await compacted(dir));
    await expect(Store.open({ dbPath: dir })).rejects.toThrow(/snapshot-000001\.bson is missing/);
    const report = await repairStore(dir);
    expect(report.missing).toBe('snapshot-000001.bson');
    expect(describeRepair(report)).toMatch(/snapshot-000001\.bson was missing/);
    const store = await Store.open({ dbPath: dir }); // starts from what is left: the journal after it
    expect(ids(store)).toBe(20);
    await store.close();
  });

  it('truncated: start refuses and repair agrees, keeping what precedes the damage', async () => {
    const dir = await fresh();
    const snapshot = await compacted(dir);
    await truncate(snapshot, Math.floor((await stat(snapshot)).size / 2));
    await expect(Store.open({ dbPath: dir })).rejects.toThrow(/snapshot snapshot-000001\.bson is corrupt/);
    const report = await repairStore(dir);
    expect(report.damage?.file).toBe('snapshot-000001.bson');
    expect(describeRepair(report)).toMatch(/Damage in snapshot-000001\.bson/);
    const store = await Store.open({ dbPath: dir });
    // The journal after the snapshot, and whatever whole records of the snapshot came before the damage.
    expect(ids(store)).toBeGreaterThanOrEqual(20);
    expect(ids(store)).toBeLessThan(320);
    await store.close();
    expect((await readdir(dir)).some((f) => f.includes('.dropped-'))).toBe(true);
    expect(describeRepair(await repairStore(dir))).toBe('No damage found: nothing was changed.');
  });
});
