import { readdir, readFile, readlink, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './test-support/server-process.js';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(() => server?.stop());

const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;

describe('the server at the edges of HTTP', () => {
  it('answers an oversized body with 413 and leaves no later request on that connection failing', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    for (let round = 0; round < 3; round++) {
      const res = await fetch(url('/api/contact'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: big }),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ isSuccess: false, message: 'Request body too large' });
      // Keep-alive clients reuse the connection at once and over the next moments.
      const started = Date.now();
      while (Date.now() - started < 700) {
        const health = await fetch(url('/api/health'));
        expect(health.status).toBe(200);
        await health.arrayBuffer();
      }
    }
  });

  it('answers malformed percent-encoding in a page path with 400 and the envelope, and logs it as JSON', async () => {
    for (const path of ['/%ZZ', '/records/%E0%A4%A', '/remotes/mfe-records/%ZZ.js']) {
      const res = await fetch(url(path));
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({
        isSuccess: false,
        message: 'Malformed URL',
        data: { errors: [{ path: 'url', message: expect.any(String) }] },
      });
    }
    const lines = server.output().split('\n').filter(Boolean);
    // Every line the server wrote is a JSON log record: no bare stack traces.
    for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
  });

  it('listens on loopback only, and reaches its store over a socket only its user may open, never TCP', async () => {
    const socket = await stat(path.join(server.dataDir, 'db', 'mongod.sock'));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
    expect(await listeningTcp(server.child.pid!)).toEqual([`127.0.0.1:${server.port}`]);
  });
});

/** The TCP addresses process `pid` listens on, from its socket inodes and the kernel's socket tables. */
async function listeningTcp(pid: number): Promise<string[]> {
  const inodes = new Set<string>();
  for (const fd of await readdir(`/proc/${pid}/fd`)) {
    const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    const match = /^socket:\[(\d+)\]$/.exec(target);
    if (match) inodes.add(match[1]!);
  }
  const addresses: string[] = [];
  for (const table of ['tcp', 'tcp6']) {
    const lines = (await readFile(`/proc/${pid}/net/${table}`, 'utf8')).trim().split('\n').slice(1);
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      const [local, , state] = [fields[1]!, fields[2], fields[3]];
      if (state !== '0A' || !inodes.has(fields[9]!)) continue; // 0A: LISTEN
      const [hexAddress, hexPort] = local.split(':') as [string, string];
      const address =
        hexAddress.length === 8
          ? hexAddress
              .match(/../g)!
              .reverse()
              .map((b) => parseInt(b, 16))
              .join('.')
          : `[${hexAddress}]`;
      addresses.push(`${address}:${parseInt(hexPort, 16)}`);
    }
  }
  return addresses;
}
