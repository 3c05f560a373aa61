import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { startCli } from './test-support/cli-process.js';

describe('embedded-mongo CLI', () => {
  it('prints its URI on one line, serves the driver, and exits 0 on SIGTERM keeping the data', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-cli-'));
    const running = await startCli(dir);
    expect(running.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
    const client = await new MongoClient(running.uri).connect();
    await client.db('app').collection('notes').insertOne({ text: 'שלום' });
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    await client.close(true);

    const again = await startCli(dir);
    const reader = await new MongoClient(again.uri).connect();
    expect(
      await reader
        .db('app')
        .collection('notes')
        .findOne({}, { projection: { _id: 0 } }),
    ).toEqual({ text: 'שלום' });
    await reader.close();
    again.child.kill('SIGTERM');
    await again.exited;
  });
});
