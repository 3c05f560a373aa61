import { appendFile, mkdtemp, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store } from './store.js';
import { journalName } from './files.js';
import { encodeRecord } from './records.js';

const fresh = () => mkdtemp(path.join(tmpdir(), 'embedded-mongo-store-'));

async function put(store: Store, i: number, payload = 'x') {
  const op = { t: 'put' as const, db: 'app', c: 'items', d: { _id: i, payload } };
  store.catalog.apply(op);
  await store.commit({ ops: [op] });
}

const ids = (store: Store) =>
  [...(store.catalog.get('app', 'items')?.docs.values() ?? [])].map((d) => d._id as number);

describe('Store', () => {
  it('recovers every committed batch after reopening', async () => {
    const dir = await fresh();
    const store = await Store.open({ dbPath: dir });
    await Promise.all(Array.from({ length: 50 }, (_, i) => put(store, i)));
    const del = { t: 'del' as const, db: 'app', c: 'items', id: 7 };
    store.catalog.apply(del);
    await store.commit({ ops: [del] });
    await store.close();
    const reopened = await Store.open({ dbPath: dir });
    expect(ids(reopened)).toHaveLength(49);
    expect(ids(reopened)).not.toContain(7);
    await reopened.close();
  });

  it('drops a torn final record and keeps appending cleanly after it', async () => {
    const dir = await fresh();
    const store = await Store.open({ dbPath: dir });
    await put(store, 1);
    await store.close();
    const journal = path.join(dir, journalName(0));
    const whole = encodeRecord({ ops: [{ t: 'put', db: 'app', c: 'items', d: { _id: 2 } }] });
    await appendFile(journal, whole.subarray(0, whole.length - 3)); // a crash mid-write
    const recovered = await Store.open({ dbPath: dir });
    expect(ids(recovered)).toEqual([1]);
    await put(recovered, 3);
    await recovered.close();
    const again = await Store.open({ dbPath: dir });
    expect(ids(again)).toEqual([1, 3]);
    await again.close();
  });

  it('ignores a record whose checksum does not match', async () => {
    const dir = await fresh();
    const store = await Store.open({ dbPath: dir });
    await put(store, 1);
    await store.close();
    const bad = encodeRecord({ ops: [{ t: 'put', db: 'app', c: 'items', d: { _id: 2 } }] });
    bad.writeUInt8(bad.readUInt8(bad.length - 2) ^ 0xff, bad.length - 2);
    await appendFile(path.join(dir, journalName(0)), bad);
    const reopened = await Store.open({ dbPath: dir });
    expect(ids(reopened)).toEqual([1]);
    await reopened.close();
  });

  it('compacts into a snapshot so the files stay bounded, losing nothing', async () => {
    const dir = await fresh();
    const store = await Store.open({ dbPath: dir, compactBytes: 64 * 1024 });
    // Rewrite the same 20 documents many times: the live data is small, the history is not.
    for (let round = 0; round < 200; round++) {
      await Promise.all(Array.from({ length: 20 }, (_, i) => put(store, i, `round ${round} `.repeat(20))));
    }
    await store.close();
    const files = await readdir(dir);
    const sizes = await Promise.all(files.map((f) => stat(path.join(dir, f)).then((s) => s.size)));
    expect(files.filter((f) => f.startsWith('snapshot-'))).toHaveLength(1);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(400 * 1024);
    const reopened = await Store.open({ dbPath: dir });
    expect(ids(reopened)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(reopened.catalog.get('app', 'items')!.docs.size).toBe(20);
    const last = [...reopened.catalog.get('app', 'items')!.docs.values()][0]!;
    expect(last.payload).toContain('round 199');
    await reopened.close();
  });

  it('recovers from a crash in the middle of compaction (new journal, snapshot never renamed)', async () => {
    const dir = await fresh();
    const store = await Store.open({ dbPath: dir });
    await put(store, 1);
    await store.compact();
    await put(store, 2);
    await store.close();
    // Simulate the next compaction dying after the journal switch: an unfinished snapshot and a newer journal.
    await writeFile(path.join(dir, 'snapshot-000002.bson.tmp'), 'partial');
    await writeFile(
      path.join(dir, journalName(2)),
      encodeRecord({ ops: [{ t: 'put', db: 'app', c: 'items', d: { _id: 3 } }] }),
    );
    const reopened = await Store.open({ dbPath: dir });
    expect(ids(reopened)).toEqual([1, 2, 3]);
    expect((await readdir(dir)).some((f) => f.endsWith('.tmp'))).toBe(false);
    await reopened.close();
  });

  it('refuses a data directory another live process holds', async () => {
    const dir = await fresh();
    await writeFile(path.join(dir, 'mongod.lock'), String(process.ppid));
    await expect(Store.open({ dbPath: dir })).rejects.toThrow(/in use/);
  });
});
