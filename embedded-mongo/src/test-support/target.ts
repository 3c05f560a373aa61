import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { startEmbeddedMongo } from '../index.js';

export interface Target {
  client: MongoClient;
  db: Db;
  /** True against embedded-mongo, false against the real MongoDB named by MONGODB_TEST_URI. */
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * The server a conformance test talks to: a real MongoDB when `MONGODB_TEST_URI` is set (each suite in its own
 * throw-away database), otherwise a fresh embedded-mongo in a temporary directory.
 */
export async function openTarget(): Promise<Target> {
  const dbName = `conformance_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const real = process.env.MONGODB_TEST_URI;
  const dir = real ? undefined : await mkdtemp(path.join(tmpdir(), 'embedded-mongo-test-'));
  // The TTL monitor passes every 100 ms here (mongod's 60 s would make an expiry test wait a minute).
  const server = dir ? await startEmbeddedMongo({ dbPath: dir, ttlMonitorSleepSecs: 0.1 }) : undefined;
  const client = new MongoClient(real ?? server!.uri, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  const db = client.db(dbName);
  return {
    client,
    db,
    embedded: !real,
    async close() {
      if (real) await db.dropDatabase();
      await client.close();
      await server?.stop();
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}
