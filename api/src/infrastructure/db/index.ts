import { MongoClient, type Db, type MongoClientOptions } from 'mongodb';
import type { EmbeddedMongo } from '@kaspit/embedded-mongo/thread';
import { startEmbeddedStore } from './embedded.js';
import type { Logger } from '../logger/index.js';
import { ensureIndexes } from './indexes.js';
import { isDatabaseUnavailable, isOutOfSpace } from './unavailable.js';

export interface Database {
  client: MongoClient;
  db: Db;
  /** Where the data lives: the real MongoDB's URI or the embedded store's. */
  uri: string;
  embedded: boolean;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  uri?: string;
  dbName: string;
  dataDir: string;
  logger: Logger;
  /** The embedded store, when the caller has already started it (see `startEmbeddedStore`). */
  embedded?: Promise<EmbeddedMongo>;
}

/** The driver's settings for the API (exported so tests connect exactly as production does). */
export const databaseClientOptions: MongoClientOptions = {
  // While the store is down a request waits this long for it before answering 503.
  serverSelectionTimeoutMS: 700,
  // Also the monitor's time for each heartbeat: a store silent for this long is marked down, and the operations
  // waiting on it are cut off (the driver interrupts in-use connections on a heartbeat timeout)...
  connectTimeoutMS: 700,
  // ...checked twice a second (the driver's least), so a hung store is noticed within about 1.2 s, not 10 s.
  // No socketTimeoutMS: it would also cut off an operation that is long but answering; the heartbeat covers
  // silence, and the request deadline (middleware/store-deadline) bounds every reply.
  heartbeatFrequencyMS: 500,
  appName: 'kaspit-api',
};

/** How long start-up waits for a store that is not answering yet (a MongoDB still booting). */
const STARTUP_WAIT_MS = 20_000;

/**
 * Connects the official driver to `uri`, or, with none, to an `embedded-mongo` server started in this process
 * with its files under `dataDir/db`. Indexes are created before it resolves; the server seeds the announcements after.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { uri, dbName, dataDir, logger } = options;
  const embedded = uri ? undefined : await (options.embedded ?? startEmbeddedStore(dataDir));
  const target = uri ?? embedded!.uri;
  const client = new MongoClient(target, databaseClientOptions);
  try {
    const deadline = Date.now() + STARTUP_WAIT_MS;
    for (;;) {
      try {
        await client.connect();
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    const db = client.db(dbName);
    await ensureIndexes(db);
    logger.info({ embedded: Boolean(embedded), db: dbName }, 'database ready');
    return {
      client,
      db,
      uri: target,
      embedded: Boolean(embedded),
      async close() {
        await client.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
}

/** What the health check says of the database: answering and writing, answering but refusing writes, or not. */
export type DatabaseState = 'up' | 'read-only' | 'down';

/** Checks not sent yet, per database and timeout: the checks asked for in one turn of the event loop. */
const pendingChecks = new WeakMap<Db, Map<number, Promise<DatabaseState>>>();

/**
 * The database's state within `timeoutMs`: a ping, then a one-document write (a store whose disk is full answers
 * pings but keeps nothing). Checks asked for in the same turn of the event loop (health checks arriving together)
 * share one, sent after all of them were asked, so each answer is still about the database after the check arrived.
 */
export function databaseState(db: Db, timeoutMs = 2000): Promise<DatabaseState> {
  let pending = pendingChecks.get(db);
  if (!pending) pendingChecks.set(db, (pending = new Map()));
  const waiting = pending.get(timeoutMs);
  if (waiting) return waiting;
  const check = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
    pending.delete(timeoutMs);
    return checkOnce(db, timeoutMs);
  });
  pending.set(timeoutMs, check);
  return check;
}

async function checkOnce(db: Db, timeoutMs: number): Promise<DatabaseState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => (timer = setTimeout(() => resolve('down'), timeoutMs)));
  const check = (async (): Promise<DatabaseState> => {
    try {
      await db.command({ ping: 1 });
    } catch {
      return 'down';
    }
    try {
      await db
        .collection<{ _id: string }>('healthProbes')
        .updateOne({ _id: 'probe' }, { $set: { at: new Date() } }, { upsert: true });
      return 'up';
    } catch (error) {
      return isDatabaseUnavailable(error) && !isOutOfSpace(error) ? 'down' : 'read-only';
    }
  })();
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the store answers a ping within `timeoutMs`. The request deadline asks only this: a store busy with a
 * large write (a restore, an import) still answers pings while its own write queue is long, and must not be taken
 * for a hung one.
 */
export async function storeAnswersPing(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
  try {
    return await Promise.race([
      db.command({ ping: 1 }).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
