import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Db } from 'mongodb';
import { z } from 'zod';
import { clientAddress, createRateLimiter, rateLimitByAddress } from '../../middleware/rate-limit/index.js';
import { ok } from '../../infrastructure/envelope/index.js';
import { contactReplySchema, type ContactReply } from '@kaspit/api-contract';
import { documented } from '../openapi/describe.js';
import { validate } from '../../middleware/validation/index.js';

export const contactBody = z.strictObject({
  name: z.string().trim().min(1).max(60),
  email: z.email().max(254),
  subject: z.string().trim().min(1).max(120),
  message: z.string().trim().min(1).max(2000),
});

/** The contact form is open to anyone, so each address may send a few messages per window: 5 per 10 minutes. */
export const CONTACT_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

/** `POST /contact`: stores a message from the contact-us page for the team to read. */
export function contactRoutes(deps: {
  db: Db;
  limit?: { limit: number; windowMs: number };
  trustedProxies?: number;
}) {
  const messages = deps.db.collection('contactMessages');
  const limiter = createRateLimiter(deps.db);
  return new Hono().post(
    '/',
    documented({
      summary: 'Send a message to the team (5 per 10 minutes per address)',
      tag: 'Public',
      data: contactReplySchema,
      public: true,
      extraStatuses: [201],
    }),
    rateLimitByAddress(limiter, 'contact', deps.limit ?? CONTACT_LIMIT, deps.trustedProxies),
    validate('json', contactBody),
    async (c) => {
      const id = randomUUID();
      await messages.insertOne({
        id,
        ...c.req.valid('json'),
        ip: clientAddress(c, deps.trustedProxies),
        createdAt: new Date(),
      });
      return ok(c, { contact: { id } } satisfies ContactReply, 'Message received', 201);
    },
  );
}
