import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { startEmbeddedMongo } from '@kaspit/embedded-mongo';
import { ensureIndexes } from '../infrastructure/db/indexes.js';
import { seedAnnouncements } from '../routes/announcements/index.js';
import { createLogger } from '../infrastructure/logger/index.js';

export const silentLogger = createLogger('silent');

/**
 * A fresh database for one test file: a real MongoDB when `MONGODB_TEST_URI` is set, otherwise an
 * `embedded-mongo` server over the wire protocol, always through the official driver.
 */
export async function startTestDatabase(): Promise<{ db: Db; stop(): Promise<void> }> {
  const dir = process.env.MONGODB_TEST_URI ? undefined : await mkdtemp(path.join(tmpdir(), 'kaspit-api-'));
  const embedded = dir ? await startEmbeddedMongo({ dbPath: dir }) : undefined;
  const client = new MongoClient(process.env.MONGODB_TEST_URI ?? embedded!.uri);
  await client.connect();
  const db = client.db(`kaspit_test_${randomUUID().slice(0, 8)}`);
  await ensureIndexes(db);
  await seedAnnouncements(db);
  return {
    db,
    async stop() {
      if (!embedded) await db.dropDatabase();
      await client.close();
      await embedded?.stop();
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}
