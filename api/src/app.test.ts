import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApi, createApp, type AppDeps } from './app.js';
import { ApiError } from './infrastructure/envelope/index.js';
import { startTestApp, type TestApp } from './test-support/app.js';
import { silentLogger } from './test-support/database.js';
import { validate } from './middleware/validation/index.js';

let t: TestApp;
let deps: AppDeps;
beforeAll(async () => {
  t = await startTestApp();
  deps = { db: t.db, logger: silentLogger, version: 'test', services: t.services };
});
afterAll(() => t.stop());

describe('the envelope on every reply', () => {
  it('answers unknown API routes 404 with the envelope, for every method', async () => {
    const app = createApp({
      ...deps,
      site: { staticRoot: '/nonexistent', remotesFile: '/nonexistent.json' },
    });
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await app.request('/api/no-such-thing', { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ isSuccess: false, message: 'Not found' });
    }
  });

  it('turns a thrown error into 500 without a stack, and ApiError into its status', async () => {
    const api = createApi(deps);
    api.get('/boom', () => {
      throw new Error('secret internals at /srv/app.js:12');
    });
    api.get('/teapot', () => {
      throw new ApiError(409, 'Conflict here', { id: 'x' });
    });
    const boom = await api.request('/boom');
    expect(boom.status).toBe(500);
    const text = await boom.text();
    expect(JSON.parse(text)).toEqual({ isSuccess: false, message: 'Internal server error' });
    expect(text).not.toContain('secret');
    const teapot = await api.request('/teapot');
    expect(teapot.status).toBe(409);
    expect(await teapot.json()).toEqual({ isSuccess: false, message: 'Conflict here', data: { id: 'x' } });
  });

  it('rejects invalid input with 400 and field errors from the validator hook', async () => {
    const api = createApi(deps);
    api.post(
      '/things',
      validate('json', z.strictObject({ name: z.string().min(1), amount: z.number().positive() })),
      (c) => c.json({ isSuccess: true, message: 'ok', data: c.req.valid('json') }),
    );
    const res = await api.request('/things', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '', amount: -1, extra: true }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      isSuccess: boolean;
      message: string;
      data: { errors: { path: string }[] };
    };
    expect(body.isSuccess).toBe(false);
    expect(body.message).toBe('Validation failed');
    expect(body.data.errors.map((e) => e.path).sort()).toEqual(['', 'amount', 'name']);
  });
});

describe('request size', () => {
  it('answers 413 with the envelope for a body over 1 MB', async () => {
    const api = createApi(deps);
    const res = await api.request('/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ isSuccess: false, message: 'Request body too large' });
  });
});
