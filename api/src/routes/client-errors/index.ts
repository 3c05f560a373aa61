import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from 'mongodb';
import { z } from 'zod';
import { remoteNames } from '@kaspit/remotes-manifest';
import { fail, ok } from '../../infrastructure/envelope/index.js';
import type { Logger } from '../../infrastructure/logger/index.js';
import { createRateLimiter, rateLimitByAddress } from '../../middleware/rate-limit/index.js';
import { validate } from '../../middleware/validation/index.js';
import { documented } from '../openapi/describe.js';

/**
 * What a browser may say about a remote that failed: which build of which remote, where it was loaded from, the
 * error, and the page's path. Nothing that names the person: no query string (it can carry search terms), no
 * address, no user id.
 */
export const clientErrorBody = z.strictObject({
  remote: z.enum(remoteNames),
  version: z.string().trim().max(40).nullable(),
  build: z.enum(['stable', 'canary']),
  url: z.url({ protocol: /^https?$/ }).max(500),
  message: z.string().trim().min(1).max(500),
  stack: z.string().max(4000).optional(),
  page: z
    .string()
    .max(200)
    .regex(/^\/[^?#]*$/, 'must be a path without a query or fragment'),
});

/** A browser reports at most 20 failures per address per 10 minutes: enough for a page whose areas all fail. */
export const CLIENT_ERROR_LIMIT = { limit: 20, windowMs: 10 * 60_000 };
/** The largest report a valid body can make, with room for JSON escaping. */
export const MAX_CLIENT_ERROR_BYTES = 16 * 1024;
/** Reports are for finding what broke in a deploy, not an archive: they expire after two weeks. */
export const CLIENT_ERROR_RETENTION_DAYS = 14;

/** `POST /client-errors`: a browser reports a remote that failed to load or mount, for its team to read. */
export function clientErrorsRoutes(deps: {
  db: Db;
  logger: Logger;
  limit?: { limit: number; windowMs: number };
  trustedProxies?: number;
}) {
  const reports = deps.db.collection('clientErrors');
  const limiter = createRateLimiter(deps.db);
  return new Hono().post(
    '/',
    documented({
      summary: 'Report a remote that failed to load or mount (20 per 10 minutes per address; kept 14 days)',
      tag: 'Public',
      data: z.object({ report: z.object({ id: z.uuid() }) }),
      public: true,
      extraStatuses: [201, 413],
    }),
    bodyLimit({
      maxSize: MAX_CLIENT_ERROR_BYTES,
      onError: (c) => fail(c, 413, 'Request body too large'),
    }),
    rateLimitByAddress(limiter, 'client-errors', deps.limit ?? CLIENT_ERROR_LIMIT, deps.trustedProxies),
    validate('json', clientErrorBody),
    async (c) => {
      const report = c.req.valid('json');
      const id = randomUUID();
      const createdAt = new Date();
      const expiresAt = new Date(createdAt.getTime() + CLIENT_ERROR_RETENTION_DAYS * 86_400_000);
      await reports.insertOne({ id, ...report, createdAt, expiresAt });
      // The log line is what an on-call engineer searches first; the stored report keeps the stack.
      const { remote, version, build, url, message, page } = report;
      deps.logger.warn({ remote, version, build, url, page, error: message }, 'a remote failed in a browser');
      return ok(c, { report: { id } }, 'Report received', 201);
    },
  );
}
