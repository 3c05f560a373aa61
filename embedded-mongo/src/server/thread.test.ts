import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongoThread } from '../index.js';

describe('startEmbeddedMongoThread', () => {
  it('serves the driver from its own thread, keeps data across a stop and start, and reports a bad start', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-thread-'));
    const first = await startEmbeddedMongoThread({ dbPath: dir });
    const client = await new MongoClient(first.uri).connect();
    await client
      .db('app')
      .collection('items')
      .insertOne({ _id: 1 as never, text: 'שלום' });
    await client.close();
    await first.stop();

    const second = await startEmbeddedMongoThread({ dbPath: dir });
    const reader = await new MongoClient(second.uri).connect();
    expect(await reader.db('app').collection('items').findOne({})).toEqual({ _id: 1, text: 'שלום' });
    // The same directory cannot be opened twice while a server holds it.
    await expect(startEmbeddedMongoThread({ dbPath: dir })).rejects.toThrow(/in use/);
    await reader.close();
    await second.stop();
  });
});
