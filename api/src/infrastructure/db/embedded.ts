import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedMongoThread, type EmbeddedMongo } from '@kaspit/embedded-mongo/thread';

/**
 * The `embedded-mongo` store over `dataDir/db`, on its own thread so a heavy query never stalls the API's HTTP
 * handling. Light to import (the store's engine loads on its thread, after it has claimed the directory), so a
 * server can start it before loading the rest of itself.
 */
export async function startEmbeddedStore(dataDir: string): Promise<EmbeddedMongo> {
  const dbPath = path.join(dataDir, 'db');
  return startEmbeddedMongoThread({ dbPath, socketPath: await privateSocketPath(dbPath) });
}

/** Unix socket paths are limited to 107 bytes; Linux's is the tightest of the systems we run on. */
const MAX_SOCKET_PATH = 100;

/**
 * Where the embedded store listens: a Unix socket (mode 0600) beside its files, so no other user — and nothing
 * over the network — can reach a store that has no authentication. A data directory too deep for a socket path
 * gets a private temporary directory instead.
 */
async function privateSocketPath(dbPath: string): Promise<string> {
  const beside = path.join(path.resolve(dbPath), 'mongod.sock');
  if (Buffer.byteLength(beside) <= MAX_SOCKET_PATH) return beside;
  return path.join(await mkdtemp(path.join(tmpdir(), 'kaspit-db-')), 'mongod.sock');
}
