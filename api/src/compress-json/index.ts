import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptedEncodings } from '../static-site/send-file/negotiate.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a reply fits in one packet anyway; compressing it only costs CPU. */
export const COMPRESS_ABOVE_BYTES = 1024;

/**
 * Compresses JSON replies above {@link COMPRESS_ABOVE_BYTES} with brotli (quality 5: fast enough per request) or
 * gzip, whichever the client accepts. JSON replies are built in memory already, so reading one whole costs nothing
 * extra; anything else (downloads, streams) is passed through untouched.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return;
    if (!/^application\/json\b/i.test(res.headers.get('Content-Type') ?? '')) return;
    const vary = res.headers.get('Vary');
    if (!vary || !/accept-encoding/i.test(vary)) {
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = Buffer.from(await res.arrayBuffer());
    const compressed =
      body.length <= COMPRESS_ABOVE_BYTES
        ? undefined
        : encoding === 'br'
          ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : await gzipAsync(body, { level: 6 });
    const headers = new Headers(res.headers);
    headers.delete('Content-Length');
    if (compressed) headers.set('Content-Encoding', encoding);
    c.res = new Response(compressed ?? body, { status: res.status, statusText: res.statusText, headers });
  };
}
