import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { MongoServerError, type Collection, type Db } from 'mongodb';
import { fail } from '../../infrastructure/envelope/index.js';

/**
 * The sender's address: the socket's peer, or, behind `trustedProxies` proxies of our own, the address the
 * outermost of them saw (X-Forwarded-For read from the right). With none trusted the header is ignored, since any
 * client can write it.
 */
export function clientAddress(c: Context, trustedProxies = 0): string {
  if (trustedProxies > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    const seen = chain[chain.length - trustedProxies];
    if (seen) return seen;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

export interface Limit {
  limit: number;
  windowMs: number;
}

interface CounterDoc {
  _id: string; // the key: what is counted (a scope and an address or a token family)
  count: number;
  /** The end of the window the first attempt opened; a TTL index removes the counter then (and sweeps do). */
  expiresAt: Date;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters kept in the store, so the limits hold across every API process sharing it, and a spray of
 * other keys can never clear a counter (each lives until its own window ends). A key's first attempt opens its
 * window.
 */
export function createRateLimiter(db: Db, now: () => number = Date.now) {
  const counters: Collection<CounterDoc> = db.collection('rateLimits');
  let sweptAt = 0;

  async function count(key: string, windowMs: number, time: number): Promise<CounterDoc> {
    for (let attempt = 0; ; attempt += 1) {
      const open = await counters.findOneAndUpdate(
        { _id: key, expiresAt: { $gt: new Date(time) } },
        { $inc: { count: 1 } },
        { returnDocument: 'after' },
      );
      if (open) return open;
      try {
        // No window, or an ended one: open a new window (replacing the ended one in place).
        const opened = await counters.findOneAndUpdate(
          { _id: key, expiresAt: { $lte: new Date(time) } },
          { $set: { count: 1, expiresAt: new Date(time + windowMs) } },
          { upsert: true, returnDocument: 'after' },
        );
        return opened!;
      } catch (error) {
        // Another request opened it a moment ago: count on that window.
        if (!(error instanceof MongoServerError) || error.code !== 11000 || attempt >= 3) throw error;
      }
    }
  }

  return {
    /** Counts one attempt for `key`; over the limit answers how many seconds until the window ends. */
    async hit(
      key: string,
      { limit, windowMs }: Limit,
    ): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
      const time = now();
      const counter = await count(key, windowMs, time);
      if (time - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = time;
        void counters.deleteMany({ expiresAt: { $lt: new Date(time) } }).catch(() => undefined);
      }
      const retryAfterSeconds = Math.max(1, Math.ceil((counter.expiresAt.getTime() - time) / 1000));
      return { allowed: counter.count <= limit, retryAfterSeconds };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The 429 reply, with `Retry-After`. */
export function tooManyRequests(c: Context, retryAfterSeconds: number): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  return fail(c, 429, 'Too many requests');
}

/** Limits a route per sender address (`scope` names the counter, so routes do not share one). */
export function rateLimitByAddress(
  limiter: RateLimiter,
  scope: string,
  limit: Limit,
  trustedProxies = 0,
): MiddlewareHandler {
  return async (c, next) => {
    const verdict = await limiter.hit(`${scope}:${clientAddress(c, trustedProxies)}`, limit);
    if (!verdict.allowed) return tooManyRequests(c, verdict.retryAfterSeconds);
    await next();
  };
}
