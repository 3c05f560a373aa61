import { Hono } from 'hono';
import type { Db } from 'mongodb';
import { databaseState } from '../../infrastructure/db/index.js';
import { z } from 'zod';
import { fail, ok } from '../../infrastructure/envelope/index.js';
import { documented } from '../openapi/describe.js';

/** How long the health check gives the store: its 503 must come well within the 2 s of every outage reply. */
const HEALTH_CHECK_MS = 1200;

/**
 * `GET /health`: the service and its database. 503 (with Retry-After) and `db: "down"` when the store does not
 * answer, `db: "read-only"` when it answers but cannot write (a full disk).
 */
export function healthRoutes(deps: { db: Db; version: string }) {
  const health = z.object({
    status: z.enum(['ok', 'degraded']),
    db: z.enum(['up', 'read-only', 'down']),
    version: z.string(),
  });
  const described = documented({
    summary: 'Service and database status (503 when the database does not answer or cannot write)',
    tag: 'Health',
    data: health,
    public: true,
    extraStatuses: [503],
  });
  return new Hono().get('/', described, async (c) => {
    const db = await databaseState(deps.db, HEALTH_CHECK_MS);
    const up = db === 'up';
    const data: z.infer<typeof health> = { status: up ? 'ok' : 'degraded', db, version: deps.version };
    return up ? ok(c, data, 'ok') : fail(c, 503, 'Database unavailable', data);
  });
}
