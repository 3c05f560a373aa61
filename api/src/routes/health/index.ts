import { Hono } from 'hono';
import type { Db } from 'mongodb';
import { isDatabaseUp } from '../../db/index.js';
import { fail, ok } from '../../envelope/index.js';

/** `GET /health`: the service and its database. 503 with `db: "down"` when the store does not answer. */
export function healthRoutes(deps: { db: Db; version: string }) {
  return new Hono().get('/', async (c) => {
    const up = await isDatabaseUp(deps.db);
    const data = { status: up ? 'ok' : 'degraded', db: up ? 'up' : 'down', version: deps.version };
    return up ? ok(c, data, 'ok') : fail(c, 503, 'Database unavailable', data);
  });
}
