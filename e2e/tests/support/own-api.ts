import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { expect, uniqueEmail } from './test.js';

/** A port nothing listens on now, as the system hands them out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const serverScript = path.resolve(import.meta.dirname, '../../../api/dist/server.js');

/**
 * The built API on a port and data folder of the test's own, so the test can stop it (the service out of
 * reach, as after a crash) and start it again at the same origin with the same data.
 */
export class OwnApi {
  private child: ChildProcess | undefined;
  /** Chosen by the system before the first start (so files and parallel runs never collide), kept for restarts. */
  private port = 0;
  private dataDir = '';
  /** The folder it serves the built shell and remotes from (`STATIC_ROOT`); the repository's builds when unset. */
  staticRoot: string | undefined;
  /** `name` prefixes the data folder, made in the temporary directory at the first start. */
  constructor(private readonly name: string) {}

  get origin(): string {
    if (!this.port) throw new Error('OwnApi: start it first');
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    // The same port after a restart: the development provider names its issuer by it, and the person too.
    this.port ||= await freePort();
    // Made here, not when the file is loaded: Playwright loads a spec in processes that never run it.
    this.dataDir ||= mkdtempSync(path.join(tmpdir(), `${this.name}-`));
    this.child = spawn(process.execPath, [serverScript], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        ...(this.staticRoot ? { STATIC_ROOT: this.staticRoot } : {}),
      },
    });
    await expect
      .poll(
        () =>
          fetch(`${this.origin}/api/health`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 60_000 },
      )
      .toBe(true);
  }

  /** Stops the API and removes its data folder. */
  async remove(): Promise<void> {
    await this.stop();
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }

  stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  post(url: string, body: unknown, token?: string): Promise<Response> {
    return fetch(`${this.origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  }

  /** A fresh person signed in through the development provider; returns their id and an access token. */
  async signIn(
    email: string,
    name: string,
  ): Promise<{ id: string; accessToken: string; refreshToken: string }> {
    const idp = await this.post('/dev-idp/id-token', { email, name });
    const { id_token } = (await idp.json()) as { id_token: string };
    const res = await this.post('/api/auth/google-signin', { googleToken: id_token });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { user: { id: string }; tokens: { accessToken: string; refreshToken: string } };
    };
    return { id: data.user.id, ...data.tokens };
  }

  /** Signs `name` in and stores the session in every page `context` opens, as the shell does after sign-in. */
  async signInPages(
    context: BrowserContext,
    name: string,
  ): Promise<{ id: string; email: string; name: string }> {
    const email = uniqueEmail('outbox');
    const session = await this.signIn(email, name);
    const consent = await fetch(`${this.origin}/api/users/${session.id}/cookies-consent`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({ cookiesConsent: { essential: true, functional: true, analytics: true } }),
    });
    const user = ((await consent.json()) as { data: { userData: object } }).data.userData;
    await context.addInitScript(
      ({ user, session }) => {
        if (localStorage.getItem('refresh_token') || sessionStorage.getItem('outbox-e2e-signed-out')) return;
        sessionStorage.setItem('auth_token', session.accessToken);
        sessionStorage.setItem('user', JSON.stringify(user));
        localStorage.setItem('refresh_token', session.refreshToken);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { user, session },
    );
    return { id: session.id, email, name };
  }

  /** `data` of a GET as the person with `email` (a sign-in of its own, as another device would). */
  async read<T>(email: string, name: string, url: string): Promise<T> {
    const { accessToken } = await this.signIn(email, name);
    const res = await fetch(`${this.origin}${url}`, { headers: { authorization: `Bearer ${accessToken}` } });
    return ((await res.json()) as { data: T }).data;
  }
}
