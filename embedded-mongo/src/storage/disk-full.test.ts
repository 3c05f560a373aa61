import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeFileDurably } from './files.js';
import { Store } from './store.js';

/**
 * A full disk, injected where the store writes files: once `full` matches a file, a write to it takes half the
 * bytes asked (as a filling disk does) and the next one fails with ENOSPC, until `full` is cleared.
 */
const disk = vi.hoisted(() => ({ full: undefined as RegExp | undefined }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const open: typeof fs.open = async (file, ...rest) => {
    const handle = await fs.open(file, ...rest);
    const write = handle.write.bind(handle) as (data: Buffer) => Promise<{ bytesWritten: number }>;
    let short = false;
    Object.assign(handle, {
      write: async (data: Buffer) => {
        if (!disk.full?.test(String(file))) return write(data);
        if (!short && data.length > 1) {
          short = true;
          return write(data.subarray(0, data.length >> 1));
        }
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      },
    });
    return handle;
  };
  return { ...fs, open, default: { ...fs, open } };
});

afterEach(() => {
  disk.full = undefined;
});

const fresh = () => mkdtemp(path.join(tmpdir(), 'embedded-mongo-full-'));
const ids = (store: Store) =>
  [...(store.catalog.get('app', 'items')?.docs.values() ?? [])]
    .map((d) => d._id as number)
    .sort((a, b) => a - b);
const put = (store: Store, i: number) => {
  const op = { t: 'put' as const, db: 'app', c: 'items', d: { _id: i, text: 'x'.repeat(200) } };
  store.catalog.apply(op);
  return store.commit({ ops: [op] });
};
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('a full disk', () => {
  it('fails writeFileDurably on a short write instead of renaming a truncated file into place', async () => {
    const dir = await fresh();
    disk.full = /snapshot/;
    await expect(
      writeFileDurably(path.join(dir, 'snapshot-000001.bson'), [Buffer.alloc(4096, 1)]),
    ).rejects.toThrow(/ENOSPC/);
    expect(await readdir(dir)).toEqual([]);
  });

  it('during a snapshot keeps the previous generation, keeps the store running, and loses nothing', async () => {
    const dir = await fresh();
    const store = await Store.open({ dbPath: dir });
    await Promise.all(range(0, 100).map((i) => put(store, i)));
    await store.compact(); // a first, whole snapshot
    await Promise.all(range(100, 200).map((i) => put(store, i)));
    disk.full = /snapshot/;
    await store.compact(); // fails, and must not reject or leave anything unhandled
    expect(store.compactionError).toMatchObject({ code: 'ENOSPC' });
    await Promise.all(range(200, 300).map((i) => put(store, i)));
    expect((await readdir(dir)).filter((f) => f.startsWith('snapshot'))).toEqual(['snapshot-000001.bson']);
    disk.full = undefined;
    await store.compact(); // space is back: the next compaction succeeds and lets the old generations go
    expect(store.compactionError).toBeUndefined();
    await store.close();
    expect((await readdir(dir)).filter((f) => f.startsWith('snapshot'))).toEqual(['snapshot-000003.bson']);
    const reopened = await Store.open({ dbPath: dir });
    expect(ids(reopened)).toEqual(range(0, 300));
    await reopened.close();
  });

  it('on the journal refuses writes with OutOfDiskSpace while full and takes them again once space frees', async () => {
    const dir = await fresh();
    const store = await Store.open({ dbPath: dir });
    await Promise.all(range(0, 10).map((i) => put(store, i)));
    disk.full = /journal/;
    const refused = await Promise.allSettled(range(10, 20).map((i) => put(store, i)));
    expect(refused.every((r) => r.status === 'rejected')).toBe(true);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 14031,
      codeName: 'OutOfDiskSpace',
    });
    await expect(put(store, 20)).rejects.toMatchObject({ code: 14031 });
    disk.full = undefined;
    await Promise.all(range(30, 40).map((i) => put(store, i)));
    await store.close();
    const reopened = await Store.open({ dbPath: dir });
    expect(ids(reopened)).toEqual([...range(0, 10), ...range(30, 40)]);
    await reopened.close();
  });
});
