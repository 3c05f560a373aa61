import { randomBytes } from 'node:crypto';
import { chmod, lstat, rename, unlink } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { runCommand } from '../commands/index.js';
import { Cursors } from '../engine/cursors.js';
import { Store } from '../storage/store.js';
import { serveConnection } from './connection.js';
import { startTtlMonitor } from './ttl-monitor.js';
import type { Document } from 'bson';
import type { DataDirClaim } from '../storage/lock.js';
import type { EmbeddedMongo, EmbeddedMongoOptions } from './index.js';

/** The server of {@link startEmbeddedMongo} over the data directory it has claimed. */
export async function serveStore(options: EmbeddedMongoOptions, claim: DataDirClaim): Promise<EmbeddedMongo> {
  const host = options.host ?? '127.0.0.1';
  const store = await Store.open({ dbPath: options.dbPath, compactBytes: options.compactBytes }, claim);
  const cursors = new Cursors();
  const sockets = new Map<Socket, Promise<void>>();
  let totalConnections = 0;
  let port = options.port ?? 0;
  const info = {
    startedAt: Date.now(),
    host,
    get port() {
      return port;
    },
    connections: () => sockets.size,
    totalConnections: () => totalConnections,
  };

  const run = (command: Document, connectionId: number) =>
    runCommand(command, { store, catalog: store.catalog, cursors, connectionId, server: info });
  const server = createServer((socket) => {
    const connectionId = ++totalConnections;
    const done = serveConnection(socket, (command) => run(command, connectionId));
    sockets.set(socket, done);
    void done.then(() => sockets.delete(socket));
  });

  const { socketPath } = options;
  await (socketPath ? listenPrivately(server, socketPath) : listen(server, port, host)).catch(
    async (error: unknown) => {
      await store.close();
      throw error;
    },
  );
  const address = server.address();
  if (address && typeof address === 'object') port = address.port;

  const ttl = startTtlMonitor(store.catalog, (command) => run(command, 0), options.ttlMonitorSleepSecs ?? 60);
  let stopping: Promise<void> | undefined;
  return {
    uri: socketPath
      ? `mongodb://${encodeURIComponent(socketPath)}/`
      : `mongodb://${host.includes(':') ? `[${host}]` : host}:${port}/`,
    host: socketPath ?? host,
    port,
    stop() {
      stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const socket of sockets.keys()) socket.end();
        // Clients get a moment to finish; whatever is mid-command completes (and is journalled) first.
        const timer = setTimeout(() => sockets.forEach((_, socket) => socket.destroy()), 2000);
        await Promise.all(sockets.values());
        clearTimeout(timer);
        await closed;
        await ttl.stop();
        if (socketPath) await unlink(socketPath).catch(() => undefined);
        await store.close();
      })();
      return stopping;
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Listens on `socketPath` with mode 0600 from the first moment it exists there: bound under a random name beside
 * it, restricted, then renamed into place. A socket left by a killed server is replaced; any other file is not.
 */
async function listenPrivately(server: Server, socketPath: string): Promise<void> {
  if (!socketPath.endsWith('.sock')) throw new Error(`socket path ${socketPath} must end in .sock`);
  const existing = await lstat(socketPath).catch(() => undefined);
  if (existing && !existing.isSocket()) throw new Error(`${socketPath} exists and is not a socket`);
  const temporary = `${socketPath}.${randomBytes(6).toString('hex')}`;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(temporary, () => {
      server.off('error', reject);
      resolve();
    });
  });
  try {
    await chmod(temporary, 0o600);
    await rename(temporary, socketPath);
  } catch (error) {
    await new Promise((resolve) => server.close(resolve));
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}
