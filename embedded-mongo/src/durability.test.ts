import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { startCli } from './test-support/cli-process.js';

describe('durability', () => {
  it('keeps every acknowledged write when the server is killed with SIGKILL mid-stream', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-kill-'));
    // A small compaction threshold makes the kill land during journal switches and snapshots too.
    const first = await startCli(dir, ['--compact-bytes', '32768']);
    const acknowledged: number[] = [];
    const clients = await Promise.all(
      Array.from({ length: 4 }, () =>
        new MongoClient(first.uri, { serverSelectionTimeoutMS: 2000 }).connect(),
      ),
    );
    let next = 0;
    const writers = clients.map(async (client) => {
      const items = client.db('app').collection('items');
      for (;;) {
        const n = next++;
        try {
          await items.insertOne({ _id: n as never, payload: 'x'.repeat(200) });
          acknowledged.push(n);
        } catch {
          return; // the server is gone: this write was never acknowledged
        }
      }
    });
    // Kill once enough writes are acknowledged (not after a fixed time: on a loaded machine 700 ms held only 23).
    const deadline = Date.now() + 30_000;
    while (acknowledged.length < 60 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.child.kill('SIGKILL');
    await Promise.all(writers);
    await Promise.all(clients.map((client) => client.close(true).catch(() => undefined)));
    await first.exited;
    expect(acknowledged.length).toBeGreaterThan(50);

    const second = await startCli(dir);
    const client = await new MongoClient(second.uri).connect();
    try {
      const stored = new Set(
        (
          await client
            .db('app')
            .collection('items')
            .find({}, { projection: { _id: 1 } })
            .toArray()
        ).map((d) => d._id as unknown as number),
      );
      const lost = acknowledged.filter((n) => !stored.has(n));
      expect(lost).toEqual([]);
      // And the store still takes writes after recovery.
      await client
        .db('app')
        .collection('items')
        .insertOne({ _id: -1 as never });
    } finally {
      await client.close();
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  });
});
