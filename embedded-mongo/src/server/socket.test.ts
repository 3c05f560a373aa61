import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../index.js';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-socket-'));
  dirs.push(dir);
  return dir;
};

describe('listening on a Unix socket', () => {
  it('serves the driver over a socket only its owner may open, replacing one a killed server left', async () => {
    const dir = await tempDir();
    const socketPath = path.join(dir, 'mongod.sock');
    // A server killed with SIGKILL leaves its socket file behind.
    spawnSync(process.execPath, [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(socketPath)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    expect((await stat(socketPath)).isSocket()).toBe(true);

    const server = await startEmbeddedMongo({ dbPath: path.join(dir, 'db'), socketPath });
    expect(server.uri).toBe(`mongodb://${encodeURIComponent(socketPath)}/`);
    expect((await stat(socketPath)).mode & 0o777).toBe(0o600);
    const client = await new MongoClient(server.uri).connect();
    await client.db('app').collection('items').insertOne({ text: 'שלום' });
    expect(await client.db('app').collection('items').countDocuments()).toBe(1);
    await client.close();
    await server.stop();
    await expect(stat(socketPath)).rejects.toThrow(/ENOENT/);
  });

  it('refuses a path that is not a socket rather than deleting a file', async () => {
    const dir = await tempDir();
    const socketPath = path.join(dir, 'notes.sock');
    await writeFile(socketPath, 'keep me');
    await expect(startEmbeddedMongo({ dbPath: path.join(dir, 'db'), socketPath })).rejects.toThrow(
      /not a socket/,
    );
    // The store it opened was closed again: the directory can be opened at once.
    const server = await startEmbeddedMongo({ dbPath: path.join(dir, 'db') });
    await server.stop();
  });
});
