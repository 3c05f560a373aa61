import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { cacheControlFor, contentTypeFor } from '../cache-policy.js';
import { acceptedEncodings, matchesEtag, SUFFIX, type Encoding } from './negotiate.js';

export { acceptedEncodings, matchesEtag } from './negotiate.js';

export interface Representation {
  body: Buffer<ArrayBuffer>;
  etag: string;
  encoding?: Encoding;
}

// Hashing is the expensive part of a strong validator; a file's hash is kept until its size or mtime changes.
const hashes = new Map<string, { mtimeMs: number; size: number; hash: string }>();

async function representation(file: string, encoding?: Encoding): Promise<Representation | undefined> {
  const onDisk = encoding ? file + SUFFIX[encoding] : file;
  let info;
  try {
    info = await stat(onDisk);
  } catch {
    return undefined;
  }
  if (!info.isFile()) return undefined;
  const body = await readFile(onDisk);
  const known = hashes.get(onDisk);
  let hash = known?.mtimeMs === info.mtimeMs && known.size === info.size ? known.hash : undefined;
  if (!hash) {
    hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    hashes.set(onDisk, { mtimeMs: info.mtimeMs, size: info.size, hash });
  }
  // Each encoding is its own representation, so its strong validator differs.
  return { body, etag: `"${hash}${encoding ? `-${encoding}` : ''}"`, encoding };
}

/**
 * Sends a built file: the precompressed brotli or gzip copy the client accepts when the build wrote one (with
 * `Vary: Accept-Encoding`), a strong ETag, and 304 Not Modified when the client already holds that representation.
 */
export async function sendFile(c: Context, file: string, cacheName = path.basename(file)): Promise<Response> {
  let chosen: Representation | undefined;
  for (const encoding of acceptedEncodings(c.req.header('Accept-Encoding'))) {
    chosen = await representation(file, encoding);
    if (chosen) break;
  }
  chosen ??= await representation(file);
  if (!chosen) return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
  return sendRepresentation(c, chosen, contentTypeFor(path.extname(file)), cacheName);
}

/** Sends one representation of a resource with its validator, or 304 when the client already holds it. */
export function sendRepresentation(
  c: Context,
  chosen: Representation,
  contentType: string,
  cacheName: string,
): Response {
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Cache-Control': cacheControlFor(cacheName),
    ETag: chosen.etag,
    Vary: 'Accept-Encoding',
  };
  if (chosen.encoding) headers['Content-Encoding'] = chosen.encoding;
  if (matchesEtag(c.req.header('If-None-Match'), chosen.etag)) {
    // Only what a 304 may update (RFC 9110 §15.4.5), plus the type that tells a page's 304 its CSP: a remote
    // page's revisit revalidates four files, so every header line is paid four times.
    const { 'Content-Encoding': _encoding, ...revalidation } = headers;
    return c.body(null, 304, revalidation);
  }
  return c.body(chosen.body, 200, headers);
}
