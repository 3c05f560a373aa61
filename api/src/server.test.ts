import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './test-support/server-process.js';

const serverJs = fileURLToPath(new URL('../dist/server.js', import.meta.url));

function exitCode(child: ChildProcess) {
  return new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the server process', () => {
  it('starts the embedded store in DATA_DIR, serves health, and stops cleanly on SIGTERM', async () => {
    const server = await startServerProcess();
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ isSuccess: true, data: { status: 'ok', db: 'up' } });
      const exited = exitCode(server.child);
      server.child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it('keeps an idle connection open for over a minute, so a client reusing one is not reset', async () => {
    const server = await startServerProcess();
    try {
      const keepAlive = await new Promise<string | undefined>((resolve, reject) =>
        get(
          `http://127.0.0.1:${server.port}/api/health`,
          { headers: { connection: 'keep-alive' } },
          (res) => {
            res.resume();
            resolve(res.headers['keep-alive']?.toString());
          },
        ).on('error', reject),
      );
      expect(keepAlive).toBe('timeout=65');
    } finally {
      await server.stop();
    }
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

  it('refuses to start under NODE_ENV=production without a Google client, so the development sign-in never runs there', async () => {
    const { GOOGLE_CLIENT_ID: _unset, ...env } = process.env;
    const child = spawn(process.execPath, [serverJs], {
      env: { ...env, NODE_ENV: 'production', PORT: '0' },
      stdio: 'pipe',
    });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    expect(await exitCode(child)).toBe(1);
    expect(err).toContain('GOOGLE_CLIENT_ID: required in production');
  });
});
