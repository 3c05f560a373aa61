import type { Context, MiddlewareHandler } from 'hono';
import {
  madeReply,
  preferredEncoding,
  sendMade,
  type MadeReply,
} from '../../infrastructure/compress-json/index.js';
import type { CurrentUsers } from '../../services/users/current-user/index.js';

export interface ReplyCacheOptions {
  /** All kept replies together, in bytes as sent. */
  maxBytes?: number;
  /** A larger reply is not kept (a whole history, say). */
  maxEntryBytes?: number;
  /**
   * How long a reply is kept at most. A write's version bump makes its user's replies unreachable at once; this
   * only bounds the one case the version cannot see: a write whose bump failed (the store went away mid-request).
   */
  maxAgeMs?: number;
  now?: () => number;
}

interface Kept extends MadeReply {
  size: number;
  at: number;
}

/**
 * Replies to signed-in reads, as sent (compressed bytes and headers), keyed by the caller, their data version, the
 * encoding and the URL. Least recently used go first past `maxBytes`. The version is read from the store for every
 * request (see `cachedReplies`), so a write through any API process is seen by the next read everywhere.
 */
export function createReplyCache({
  maxBytes = 32 * 1024 * 1024,
  maxEntryBytes = 256 * 1024,
  maxAgeMs = 60_000,
  now = Date.now,
}: ReplyCacheOptions = {}) {
  const entries = new Map<string, Kept>();
  let bytes = 0;
  const drop = (key: string, kept: Kept) => {
    entries.delete(key);
    bytes -= kept.size;
  };
  return {
    get(key: string): MadeReply | undefined {
      const kept = entries.get(key);
      if (!kept) return undefined;
      drop(key, kept);
      if (now() - kept.at >= maxAgeMs) return undefined;
      entries.set(key, kept);
      bytes += kept.size;
      return kept;
    },
    set(key: string, reply: MadeReply) {
      const size =
        (typeof reply.body === 'string' ? reply.body.length * 3 : reply.body.byteLength) + key.length;
      if (size > maxEntryBytes) return;
      const previous = entries.get(key);
      if (previous) drop(key, previous);
      entries.set(key, { ...reply, size, at: now() });
      bytes += size;
      for (const [oldest, kept] of entries) {
        if (bytes <= maxBytes) break;
        drop(oldest, kept);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

export type ReplyCache = ReturnType<typeof createReplyCache>;

const VERSION = 'dataVersion' as never;

/**
 * The data version a cached route's reply is computed for (see `cachedReplies`): handlers ask the user record to be
 * at least this new, so what they compute is what the version names.
 */
export const replyVersion = (c: Context): number | undefined => c.get(VERSION) as number | undefined;

/**
 * Answers a signed-in GET from `cache` when the same user, at the same data version, asked the same URL with the
 * same encoding before; otherwise runs the route and keeps its 200 reply. The version is read (batched per turn of
 * the event loop) by a query sent after the request arrived, before the route reads anything, so a reply is never
 * older than its key: a write bumps the version only after it has changed the data, and the version is read
 * before the data is. Only for routes whose reply depends on nothing but the user's data and the URL (not on the
 * clock).
 */
export function cachedReplies(
  currentUsers: CurrentUsers,
  cache: ReplyCache | undefined,
  when: (c: Context) => boolean = () => true,
): MiddlewareHandler<{ Variables: { userId: string } }> {
  return async (c, next) => {
    if (!cache || c.req.method !== 'GET' || !when(c)) return next();
    const userId = c.get('userId');
    const version = await currentUsers.version(userId);
    const key = `${userId}@${version} ${preferredEncoding(c.req.header('Accept-Encoding')) ?? '-'} ${c.req.url}`;
    const kept = cache.get(key);
    if (kept) return sendMade(c, kept);
    c.set(VERSION, version as never);
    await next();
    const made = madeReply(c);
    if (made && c.res.status === 200) cache.set(key, made);
  };
}
