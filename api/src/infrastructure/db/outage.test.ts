import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '@kaspit/embedded-mongo';
import type { Hono } from 'hono';
import { createApp } from '../../app.js';
import { databaseClientOptions } from './index.js';
import { ensureIndexes } from './indexes.js';
import { createServices } from '../../app-services.js';
import { json } from '../../test-support/app.js';
import { silentLogger } from '../../test-support/database.js';
import { startFreezableProxy } from '../../test-support/freezable-proxy.js';

/**
 * The store stops and starts again under a running API, connected with the production client settings:
 * meanwhile every request gets a clear 503 quickly, and afterwards everything works without a restart.
 */
let dir: string;
let store: EmbeddedMongo;
let client: MongoClient;
let app: Hono;
let auth: Record<string, string>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kaspit-outage-'));
  store = await startEmbeddedMongo({ dbPath: path.join(dir, 'db') });
  client = new MongoClient(store.uri, databaseClientOptions);
  await client.connect();
  const db = client.db('kaspit');
  await ensureIndexes(db);
  const self: { app?: Hono } = {};
  const services = await createServices(
    { db, dataDir: dir, publicUrl: 'http://kaspit.test', devIdentityProvider: true },
    () => async (url, init) => self.app!.request(url, init as RequestInit),
  );
  app = self.app = createApp({ db, logger: silentLogger, version: 'test', services });
  const idp = await app.request('/dev-idp/id-token', json({ email: 'dana@example.com', name: 'דנה' }));
  const { id_token } = (await idp.json()) as { id_token: string };
  const signedIn = await app.request('/api/auth/google-signin', json({ googleToken: id_token }));
  const { data } = (await signedIn.json()) as { data: { tokens: { accessToken: string } } };
  auth = { authorization: `Bearer ${data.tokens.accessToken}` };
});

afterAll(async () => {
  await client?.close();
  await store?.stop();
  await rm(dir, { recursive: true, force: true });
});

const outcome = {
  outcomeData: { date: '2026-03-09', amount: 10, category: 'שונות', description: 'קפה' },
};

describe('database outage', () => {
  it('answers 503 "Service temporarily unavailable" while the store is down, and recovers without a restart', async () => {
    expect((await app.request('/api/outcomes', { headers: auth })).status).toBe(200);
    const port = store.port;
    await store.stop();

    const timings: number[] = [];
    for (const request of [
      () => app.request('/api/outcomes', { headers: auth }),
      () => app.request('/api/health'),
      () => app.request('/api/outcomes', { ...json(outcome, auth) }),
      () => app.request('/api/auth/refresh', json({ refreshToken: 'x'.repeat(43) })),
    ]) {
      const started = performance.now();
      const res = await request();
      timings.push(performance.now() - started);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toMatchObject({ isSuccess: false });
    }
    console.log(`outage replies took ${timings.map((ms) => `${Math.round(ms)} ms`).join(', ')}`);
    // The 1 s target is measured by the benchmark; this only catches the old 5 s and worse.
    expect(Math.max(...timings)).toBeLessThan(3000);

    store = await startEmbeddedMongo({ dbPath: path.join(dir, 'db'), port });
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 201; attempt += 1) {
      status = (await app.request('/api/outcomes', { ...json(outcome, auth) })).status;
      if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(201);
    const listed = await app.request('/api/outcomes', { headers: auth });
    expect(((await listed.json()) as { data: { outcomes: unknown[] } }).data.outcomes).toHaveLength(1);
  });
});

describe('an error after a reply was made', () => {
  it('answers a decodable 503 with Retry-After when the data-version bump fails after a compressed reply', async () => {
    // A write whose reply is large enough to be compressed (40 rows' results); then the write tracker's data-version
    // bump fails, as it does against a store that just died.
    const rows = Array.from({ length: 40 }, (_, i) => ({
      ...outcome.outcomeData,
      id: randomUUID(),
      description: `שורה ${i}`,
    }));
    const versions = client.db('kaspit').collection('userDataVersions');
    const bump = vi
      .spyOn(Object.getPrototypeOf(versions) as { updateOne: () => unknown }, 'updateOne')
      .mockRejectedValueOnce(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    try {
      const res = await app.request('/api/outcomes/bulk', {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'accept-encoding': 'br' },
        body: JSON.stringify({ outcomes: rows }),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(JSON.parse(await res.text())).toEqual({
        isSuccess: false,
        message: 'Service temporarily unavailable',
      });
    } finally {
      bump.mockRestore();
    }
  });
});

describe('a store that hangs', () => {
  it('answers 503 with Retry-After while the store is silent, and carries on once it answers again', async () => {
    // The same store behind a proxy that can freeze, and an app connected through it as production connects.
    const proxy = await startFreezableProxy(store.port);
    const hangingClient = new MongoClient(proxy.uri, databaseClientOptions);
    try {
      await hangingClient.connect();
      const db = hangingClient.db('kaspit');
      const self: { app?: Hono } = {};
      const services = await createServices(
        { db, dataDir: dir, publicUrl: 'http://kaspit.test', devIdentityProvider: true },
        () => async (url, init) => self.app!.request(url, init as RequestInit),
      );
      const hanging = (self.app = createApp({ db, logger: silentLogger, version: 'test', services }));
      expect((await hanging.request('/api/outcomes', { headers: auth })).status).toBe(200);

      proxy.freeze();
      const write = { outcomeData: { ...outcome.outcomeData, id: randomUUID(), description: 'בזמן תקיעה' } };
      for (const request of [
        () => hanging.request('/api/outcomes', { headers: auth }),
        () => hanging.request('/api/outcomes', { ...json(write, auth) }),
        () => hanging.request('/api/health'),
      ]) {
        const started = performance.now();
        const res = await request();
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('1');
        expect(await res.json()).toMatchObject({ isSuccess: false });
        // The 2 s promise is held by the reliability suite; this only catches waiting for the driver alone.
        expect(performance.now() - started).toBeLessThan(3000);
      }

      proxy.thaw();
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 201 && status !== 200; attempt += 1) {
        status = (await hanging.request('/api/outcomes', { ...json(write, auth) })).status;
        if (status !== 201 && status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect([200, 201]).toContain(status);
      const listed = await hanging.request('/api/outcomes', { headers: auth });
      const { outcomes } = ((await listed.json()) as { data: { outcomes: { id: string }[] } }).data;
      expect(outcomes.filter((o) => o.id === write.outcomeData.id)).toHaveLength(1);
    } finally {
      proxy.thaw();
      await hangingClient.close();
      await proxy.close();
    }
  });
});
