import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverJs = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** Starts the built server as `npm start` does, on a free port, and resolves once it listens. */
async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverJs], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"port":(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return { child, port };
}

function exitCode(child: ChildProcess) {
  return new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the server process', () => {
  it('starts the embedded store in DATA_DIR, serves health, and stops cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kaspit-server-'));
    dirs.push(dataDir);
    const { child, port } = await startServer({ DATA_DIR: dataDir });
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ isSuccess: true, data: { status: 'ok', db: 'up' } });
    const exited = exitCode(child);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('refuses to start with an invalid configuration and says why', async () => {
    const child = spawn(process.execPath, [serverJs], {
      env: { ...process.env, PORT: 'abc' },
      stdio: 'pipe',
    });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    expect(await exitCode(child)).toBe(1);
    expect(err).toContain('PORT');
  });
});
