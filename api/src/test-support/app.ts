import { afterAll, beforeAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { createApp, type AppDeps } from '../app.js';
import { createServices } from '../app-services.js';
import { silentLogger, startTestDatabase } from './database.js';

export const TEST_PUBLIC_URL = 'http://kaspit.test';

/**
 * The whole app over a fresh database, with the development identity provider on. Its JWKS is fetched from the
 * app itself, so ID tokens are verified by the production code path.
 */
export async function startTestApp(overrides: Partial<AppDeps> = {}) {
  const database = await startTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kaspit-keys-'));
  const self: { app?: Hono } = {};
  const services = await createServices(
    { db: database.db, dataDir, publicUrl: TEST_PUBLIC_URL, devIdentityProvider: true },
    () => async (url, init) => self.app!.request(url, init as RequestInit),
  );
  const app = (self.app = createApp({
    db: database.db,
    logger: silentLogger,
    version: 'test',
    services,
    ...overrides,
  }));
  return {
    app,
    db: database.db,
    services,
    dataDir,
    async stop() {
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Signs a person in through the development provider, as the shell does, and returns the API's reply data. */
export async function signIn(t: TestApp, email = 'dana@example.com', name = 'דנה כהן') {
  const idp = await t.app.request('/dev-idp/id-token', json({ email, name }));
  const { id_token } = (await idp.json()) as { id_token: string };
  const res = await t.app.request('/api/auth/google-signin', json({ googleToken: id_token }));
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as {
    data: {
      user: { id: string; email: string };
      tokens: { accessToken: string; refreshToken: string; expiresIn: number };
    };
  };
  return { ...body.data, auth: { authorization: `Bearer ${body.data.tokens.accessToken}` } };
}

export type Person = Awaited<ReturnType<typeof signIn>>;

/**
 * One app per test file with people signed in (e.g. `dana`, `yossi`), stopped after the file:
 * `withSignedInApp(['dana', 'yossi'], (app, people) => ([t, [dana, yossi]] = [app, people]))`.
 */
export function withSignedInApp(names: string[], ready: (t: TestApp, people: Person[]) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp();
    const tag = Math.random().toString(36).slice(2, 8);
    const people: Person[] = [];
    for (const name of names) people.push(await signIn(app, `${name}.${tag}@example.com`, name));
    ready(app, people);
  });
  afterAll(() => app?.stop());
}
