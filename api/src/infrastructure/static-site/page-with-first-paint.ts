import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { contentTypeFor } from './cache-policy.js';
import { pageWithFirstPaint, type FirstPaint, type RemoteFirstPaint } from './remote-first-paint.js';
import { acceptedEncodings, sendRepresentation, type Representation } from './send-file/index.js';

interface Composed {
  mtimeMs: number;
  firstPaint: FirstPaint;
  html: string;
  body: Buffer<ArrayBuffer>;
  hash: string;
  encoded: Map<'br' | 'gzip', Buffer<ArrayBuffer>>;
}

// Per page file and remote, the page last composed: made again when the page or the remote's first paint changes.
const composed = new Map<string, Composed>();

const compress = (encoding: 'br' | 'gzip', body: Buffer): Buffer<ArrayBuffer> =>
  (encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipSync(body, { level: 9 })) as Buffer<ArrayBuffer>;

async function compose(pageFile: string, found: RemoteFirstPaint): Promise<Composed | undefined> {
  const key = `${pageFile}\n${found.remote}`;
  const { mtimeMs } = await stat(pageFile);
  const known = composed.get(key);
  if (known?.mtimeMs === mtimeMs && known.firstPaint === found.firstPaint && known.html === found.html)
    return known;
  const html = pageWithFirstPaint(await readFile(pageFile, 'utf8'), found);
  if (html === undefined) return undefined;
  const body = Buffer.from(html);
  // The validator is the composed page's own: a new first paint (the remote deployed alone) is a new page.
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const made = { mtimeMs, firstPaint: found.firstPaint, html: found.html, body, hash, encoded: new Map() };
  composed.set(key, made);
  return made;
}

/**
 * Sends the route's page with its remote's first paint in it (see `pageWithFirstPaint`), compressed for the client
 * once per version; undefined when the page has no place for it (it is then sent as built).
 */
export async function sendPageWithFirstPaint(
  c: Context,
  pageFile: string,
  found: RemoteFirstPaint,
): Promise<Response | undefined> {
  const page = await compose(pageFile, found).catch(() => undefined);
  if (!page) return undefined;
  const encoding = acceptedEncodings(c.req.header('Accept-Encoding'))[0];
  let chosen: Representation = { body: page.body, etag: `"${page.hash}"` };
  if (encoding) {
    let body = page.encoded.get(encoding);
    if (!body) page.encoded.set(encoding, (body = compress(encoding, page.body)));
    chosen = { body, etag: `"${page.hash}-${encoding}"`, encoding };
  }
  return sendRepresentation(c, chosen, contentTypeFor('.html'), 'index.html');
}
