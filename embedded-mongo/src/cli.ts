#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { startEmbeddedMongo } from './index.js';
import { describeRepair, repairStore } from './storage/repair.js';

const usage = [
  'usage: embedded-mongo --dbpath <dir> [--port <port>] [--bind_ip <host>] [--unix-socket <path.sock>] [--compact-bytes <n>]',
  '       embedded-mongo repair --dbpath <dir>   (keeps the journal up to a damaged record; reports what it drops)',
].join('\n');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '27017' },
    dbpath: { type: 'string' },
    bind_ip: { type: 'string', default: '127.0.0.1' },
    'unix-socket': { type: 'string' },
    'compact-bytes': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help || !values.dbpath || (positionals.length > 0 && positionals.join(' ') !== 'repair')) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}

if (positionals[0] === 'repair') {
  try {
    console.log(describeRepair(await repairStore(values.dbpath)));
    process.exit(0);
  } catch (error) {
    console.error(`embedded-mongo repair: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`embedded-mongo: invalid --port ${values.port}\n${usage}`);
  process.exit(2);
}

try {
  const compactBytes = values['compact-bytes'] ? Number(values['compact-bytes']) : undefined;
  const server = await startEmbeddedMongo({
    port,
    dbPath: values.dbpath,
    host: values.bind_ip,
    socketPath: values['unix-socket'],
    compactBytes,
  });
  // The one line a supervisor (or a test) waits for.
  console.log(server.uri);
  const stop = () => {
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  console.error(`embedded-mongo: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
