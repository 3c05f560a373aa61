import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../commands/index.js';
import { Cursors } from '../engine/cursors.js';
import { journalName } from './files.js';
import { processStartTime } from './lock.js';
import { encodeRecord } from './records.js';
import { describeRepair, repairStore } from './repair.js';
import { Store } from './store.js';

const fresh = () => mkdtemp(path.join(tmpdir(), 'embedded-mongo-damage-'));

const ids = (store: Store) =>
  [...(store.catalog.get('app', 'items')?.docs.values() ?? [])].map((d) => d._id as number);

/** A journal of `count` acknowledged one-document records; returns each record's byte offset. */
async function journalOf(dir: string, count: number): Promise<number[]> {
  const store = await Store.open({ dbPath: dir });
  const offsets: number[] = [];
  const commits: Promise<void>[] = [];
  let offset = 0;
  for (let i = 0; i < count; i++) {
    const op = { t: 'put' as const, db: 'app', c: 'items', d: { _id: i, text: `מסמך ${i}` } };
    store.catalog.apply(op);
    // One record each, written in this order (group commit shares the fsyncs).
    commits.push(store.commit({ ops: [op] }));
    offsets.push(offset);
    offset += encodeRecord({ ops: [op] }).length;
  }
  await Promise.all(commits);
  await store.close();
  return offsets;
}

async function flipByte(file: string, at: number) {
  const bytes = await readFile(file);
  bytes[at] = bytes[at]! ^ 0xff;
  await writeFile(file, bytes);
}

describe('a damaged journal', () => {
  it('refuses to start when a record that is not the last fails its checksum, naming file and offset', async () => {
    const dir = await fresh();
    const offsets = await journalOf(dir, 100);
    const journal = path.join(dir, journalName(0));
    await flipByte(journal, offsets[10]! + 20); // inside record 10's payload
    const before = await readFile(journal);

    await expect(Store.open({ dbPath: dir })).rejects.toThrow(`${journal} is damaged at byte ${offsets[10]}`);
    // Nothing was truncated or rewritten, and the refused start left the directory unlocked.
    expect(await readFile(journal)).toEqual(before);
    await expect(Store.open({ dbPath: dir })).rejects.toThrow(/repair/);
  });

  it('is repaired by keeping every record before the damage and setting aside, and reporting, what follows', async () => {
    const dir = await fresh();
    const offsets = await journalOf(dir, 100);
    await flipByte(path.join(dir, journalName(0)), offsets[10]! + 20);

    const report = await repairStore(dir, new Date('2026-11-24T10:00:00Z'));
    expect(report).toMatchObject({
      damage: { file: journalName(0), offset: offsets[10] },
      keptRecords: 10,
      droppedRecords: 89, // records 11..99; record 10 itself is unreadable
      droppedOps: { 'app.items': { puts: 89, deletes: 0, other: 0 } },
    });
    expect(describeRepair(report)).toContain(`at byte ${offsets[10]}`);
    const aside = (await readdir(dir)).filter((f) => f.includes('.dropped-'));
    expect(aside).toEqual(report.setAside);
    expect((await stat(path.join(dir, aside[0]!))).size).toBe(report.droppedBytes);

    const store = await Store.open({ dbPath: dir });
    expect(ids(store)).toEqual(Array.from({ length: 10 }, (_, i) => i));
    await store.close();
    // A second repair finds nothing to do.
    expect((await repairStore(dir)).damage).toBeNull();
  });

  it('still drops a torn last record silently: that write was never acknowledged', async () => {
    const dir = await fresh();
    const offsets = await journalOf(dir, 5);
    await flipByte(path.join(dir, journalName(0)), offsets[4]! + 20);
    const store = await Store.open({ dbPath: dir });
    expect(ids(store)).toEqual([0, 1, 2, 3]);
    await store.close();
  });
});

describe('a failed journal write', () => {
  it('takes the change back out of memory, for every command waiting on that write', async () => {
    const dir = await fresh();
    const store = await Store.open({ dbPath: dir });
    const context = {
      store,
      catalog: store.catalog,
      cursors: new Cursors(),
      connectionId: 1,
      server: { startedAt: 0, host: 'test', port: 0, connections: () => 1, totalConnections: () => 1 },
    };
    const run = (command: Document) => runCommand({ ...command, $db: 'app' }, context);
    expect(await run({ insert: 'items', documents: [{ _id: 1, v: 'kept' }, { _id: 2 }] })).toMatchObject({
      ok: 1,
    });

    // The disk fails (EIO) from now on.
    const journal = (store as unknown as { journal: { handle: { datasync(): Promise<void> } } }).journal;
    journal.handle.datasync = () =>
      Promise.reject(Object.assign(new Error('EIO: i/o error'), { code: 'EIO' }));
    const replies = await Promise.all([
      run({ insert: 'items', documents: [{ _id: 3 }] }),
      run({ update: 'items', updates: [{ q: { _id: 1 }, u: { $set: { v: 'changed' } } }] }),
      run({ delete: 'items', deletes: [{ q: { _id: 2 }, limit: 1 }] }),
      run({ insert: 'other', documents: [{ _id: 1 }] }),
      run({ createIndexes: 'items', indexes: [{ key: { v: 1 }, name: 'v_1', unique: true }] }),
    ]);
    for (const reply of replies) expect(reply.ok).toBe(0);

    const items = [...store.catalog.get('app', 'items')!.docs.values()];
    expect(items).toEqual([{ _id: 1, v: 'kept' }, { _id: 2 }]);
    expect(await run({ count: 'items', query: { v: 'changed' } })).toMatchObject({ n: 0 });
    expect(store.catalog.get('app', 'other')).toBeUndefined();
    expect(store.catalog.get('app', 'items')!.indexes.map((i) => i.name)).toEqual(['_id_']);
  });
});

describe('the lock', () => {
  const sleeper = () => {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    return { pid: child.pid!, stop: () => child.kill('SIGKILL') };
  };

  it('is taken over when its pid now belongs to an unrelated live process (a reboot, a new container)', async () => {
    const dir = await fresh();
    const unrelated = sleeper();
    try {
      // Written by an owner that started a day ago and had the pid the sleeper has now.
      await writeFile(path.join(dir, 'mongod.lock'), `${unrelated.pid} ${Date.now() - 86_400_000}`);
      const store = await Store.open({ dbPath: dir });
      await store.close();
    } finally {
      unrelated.stop();
    }
  });

  it('is respected while the process that wrote it runs', async () => {
    const dir = await fresh();
    const owner = sleeper();
    try {
      await writeFile(path.join(dir, 'mongod.lock'), `${owner.pid} ${processStartTime(owner.pid)}`);
      await expect(Store.open({ dbPath: dir })).rejects.toThrow(/in use/);
    } finally {
      owner.stop();
    }
  });
});
