import os from 'node:os';
import type { Document } from 'bson';
import { MAX_BSON_SIZE } from '../engine/documents.js';
import { MAX_MESSAGE_SIZE } from '../wire/messages.js';
import type { CommandHandler } from './context.js';

export const SERVER_VERSION = '7.0.0';

const hello: CommandHandler = (_command, { connectionId }) => ({
  helloOk: true,
  ismaster: true,
  isWritablePrimary: true,
  maxBsonObjectSize: MAX_BSON_SIZE,
  maxMessageSizeBytes: MAX_MESSAGE_SIZE,
  maxWriteBatchSize: 100_000,
  localTime: new Date(),
  logicalSessionTimeoutMinutes: 30,
  connectionId,
  minWireVersion: 0,
  maxWireVersion: 21,
  readOnly: false,
  ok: 1,
});

const ok: CommandHandler = () => ({ ok: 1 });

const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  versionArray: [7, 0, 0, 0],
  gitVersion: 'embedded-mongo',
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_SIZE,
  storageEngines: ['embedded-journal'],
  ok: 1,
});

const getParameter: CommandHandler = (command) => {
  const reply: Document = { ok: 1 };
  if (command.featureCompatibilityVersion !== undefined || command.getParameter === '*') {
    reply.featureCompatibilityVersion = { version: '7.0' };
  }
  return reply;
};

const serverStatus: CommandHandler = (_command, { server, cursors }) => ({
  host: `${os.hostname()}:${server.port}`,
  version: SERVER_VERSION,
  process: 'embedded-mongo',
  pid: process.pid,
  uptime: Math.floor((Date.now() - server.startedAt) / 1000),
  localTime: new Date(),
  connections: { current: server.connections(), available: 10_000, totalCreated: server.totalConnections() },
  metrics: { cursor: { open: { total: cursors.count } } },
  ok: 1,
});

const listDatabases: CommandHandler = (command, { catalog }) => {
  const databases = [...catalog.dbs.keys()].map((name) => ({ name, sizeOnDisk: 0, empty: false }));
  return command.nameOnly
    ? { databases: databases.map(({ name }) => ({ name })), ok: 1 }
    : { databases, totalSize: 0, totalSizeMb: 0, ok: 1 };
};

const whatsmyuri: CommandHandler = () => ({ you: '127.0.0.1', ok: 1 });

const connectionStatus: CommandHandler = () => ({
  authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
  ok: 1,
});

export const adminCommands: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: ok,
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  serverStatus,
  endSessions: ok,
  killAllSessions: ok,
  listDatabases,
  whatsmyuri,
  connectionStatus,
};
