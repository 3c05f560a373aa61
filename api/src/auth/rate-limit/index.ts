import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { fail } from '../../envelope/index.js';

/** The socket's peer address (not `X-Forwarded-For`, which any client can forge). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/**
 * A fixed-window limit per client address, kept in memory: enough for one API process; several processes
 * behind a balancer would need a shared store.
 */
export function rateLimit({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): MiddlewareHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const key = clientAddress(c);
    const time = now();
    let window = windows.get(key);
    if (!window || time - window.start >= windowMs) {
      if (windows.size > 10_000) windows.clear(); // bounded memory under an address-spraying flood
      window = { start: time, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      c.header('Retry-After', String(Math.ceil((window.start + windowMs - time) / 1000)));
      return fail(c, 429, 'Too many requests');
    }
    await next();
  };
}
