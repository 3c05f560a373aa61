import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { acceptedEncodings, type Encoding } from '../static-site/send-file/negotiate.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a reply fits in one packet anyway; compressing it only costs CPU. */
export const COMPRESS_ABOVE_BYTES = 1024;
/**
 * Up to this size a reply is compressed on the spot (tens of microseconds); a larger one (a whole history, an
 * export) goes to the thread pool so the event loop keeps serving others meanwhile.
 */
export const COMPRESS_INLINE_UP_TO_BYTES = 64 * 1024;

/**
 * Brotli at quality 3 with a window sized to the reply: within a few percent of quality 5's size on our JSON at a
 * third of the CPU, and without the default 4 MiB window, whose set-up cost more than compressing a page.
 */
const brotliOptions = (bytes: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 3,
    [constants.BROTLI_PARAM_LGWIN]: Math.max(10, Math.min(24, Math.ceil(Math.log2(bytes)))),
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
  },
});
const GZIP_OPTIONS = { level: 6 };

/** The best encoding a client accepts, remembered per distinct header (browsers send a handful). */
const preferred = new Map<string, Encoding | undefined>();
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (preferred.has(header)) return preferred.get(header);
  const [encoding] = acceptedEncodings(header);
  if (preferred.size < 100) preferred.set(header, encoding);
  return encoding;
}

/** Set on a context whose reply {@link jsonReply} has encoded already, so the middleware leaves it alone. */
const ENCODED = 'jsonReplyEncoded' as never;

/** A reply's bytes as sent, with its status and content headers: what a reply cache keeps. */
export interface MadeReply {
  body: string | Uint8Array<ArrayBuffer>;
  status: ContentfulStatusCode;
  headers: Record<string, string>;
}

/** The reply {@link jsonReply} made for this request, when it made one (up to the inline size). */
export const madeReply = (c: Context): MadeReply | undefined => c.get(ENCODED) as MadeReply | undefined;

/** Sends a reply made before (by {@link jsonReply}, for an earlier request) as it was made. */
export function sendMade(c: Context, made: MadeReply): Response {
  c.set(ENCODED, made as never);
  // A reply made after an earlier one (an error thrown after `ok`) must not inherit that one's encoding.
  if (!made.headers['Content-Encoding']) c.header('Content-Encoding', undefined);
  return c.body(made.body, made.status, made.headers);
}

/**
 * Replies `value` as JSON, compressed for the client when it is large enough. Up to
 * {@link COMPRESS_INLINE_UP_TO_BYTES} the bytes are made here, so the reply stays on @hono/node-server's light
 * path (a string or bytes handed to the socket, no Fetch body stream); a larger one is left to {@link compressJson}.
 */
export function jsonReply(c: Context, value: unknown, status: ContentfulStatusCode): Response {
  const text = JSON.stringify(value);
  if (text.length > COMPRESS_INLINE_UP_TO_BYTES) {
    c.set(ENCODED, undefined as never);
    c.header('Content-Encoding', undefined);
    return c.body(text, status, { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' });
  }
  // UTF-16 length ≤ UTF-8 length ≤ 3 × it: decides without encoding when the answer is plain.
  if (text.length * 3 <= COMPRESS_ABOVE_BYTES) return sendMade(c, { body: text, status, headers: PLAIN });
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
  const bytes = Buffer.from(text);
  if (!encoding || bytes.length <= COMPRESS_ABOVE_BYTES)
    return sendMade(c, { body: bytes, status, headers: PLAIN });
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(bytes, brotliOptions(bytes.length))
      : gzipSync(bytes, GZIP_OPTIONS);
  return sendMade(c, { body: compressed, status, headers: COMPRESSED[encoding] });
}

const PLAIN = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
const COMPRESSED: Record<Encoding, Record<string, string>> = {
  br: { ...PLAIN, 'Content-Encoding': 'br' },
  gzip: { ...PLAIN, 'Content-Encoding': 'gzip' },
};

/**
 * Compresses JSON replies above {@link COMPRESS_ABOVE_BYTES} that {@link jsonReply} did not (large ones, and any
 * made with `c.json`) with brotli or gzip, whichever the client accepts, on the thread pool. JSON replies are
 * built in memory already, so reading one whole costs nothing extra; anything else (downloads, streams) is passed
 * through untouched.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.get(ENCODED)) return;
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return;
    if (!/^application\/json\b/i.test(res.headers.get('Content-Type') ?? '')) return;
    const vary = res.headers.get('Vary');
    if (!vary || !/accept-encoding/i.test(vary)) {
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = Buffer.from(await res.arrayBuffer());
    const compressed =
      body.length <= COMPRESS_ABOVE_BYTES
        ? undefined
        : encoding === 'br'
          ? await brotli(body, brotliOptions(body.length))
          : await gzipAsync(body, GZIP_OPTIONS);
    const headers = new Headers(res.headers);
    headers.delete('Content-Length');
    if (compressed) headers.set('Content-Encoding', encoding);
    c.res = new Response(compressed ?? body, { status: res.status, statusText: res.statusText, headers });
  };
}
