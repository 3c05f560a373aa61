import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { contentTypeFor } from './cache-policy.js';
import { pageWithFirstPaint, type RemoteFirstPaint } from './remote-first-paint.js';
import { linkHeader, type RemotePreload } from './remote-preloads.js';
import { acceptedEncodings, sendRepresentation, type Representation } from './send-file/index.js';

/** What the server adds to a remote route's page as built: the remote's first paint, the files it will need. */
export interface RouteAdditions {
  firstPaint?: RemoteFirstPaint;
  preloads: RemotePreload[];
}

/**
 * The shell's list of what a framed page starts once its frame is on screen: such a page asks for the remote's
 * files itself, after its first paint, from a list the server writes beside it.
 */
const APP_START = '<script type="application/json" id="app-start">';

/** JSON inside a `<script>`: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page with the additions it has room for; `preloadsInPage` says whether the preloads went into the page (else
 * they go in a `Link` header). Undefined when nothing could be added.
 */
export function routePage(
  page: string,
  { firstPaint, preloads }: RouteAdditions,
): { html: string; preloadsInPage: boolean } | undefined {
  let html = (firstPaint && pageWithFirstPaint(page, firstPaint)) ?? page;
  const preloadsInPage = preloads.length > 0 && html.includes(APP_START);
  if (preloadsInPage) {
    const list = `<script type="application/json" id="remote-preloads">${scriptJson(preloads)}</script>`;
    html = html.replace(APP_START, () => `${list}${APP_START}`);
  }
  return html === page ? undefined : { html, preloadsInPage };
}

interface Composed {
  mtimeMs: number;
  /** The first paint as read from its file (the same object until the file changes) and the route's fragment. */
  firstPaint?: RemoteFirstPaint['firstPaint'];
  fragment?: string;
  preloads: string;
  body: Buffer<ArrayBuffer>;
  preloadsInPage: boolean;
  hash: string;
  encoded: Map<'br' | 'gzip', Buffer<ArrayBuffer>>;
}

// Per page file, the page last composed: made again when the page or what the server adds to it changes.
const composed = new Map<string, Composed>();

const compress = (encoding: 'br' | 'gzip', body: Buffer): Buffer<ArrayBuffer> =>
  (encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipSync(body, { level: 9 })) as Buffer<ArrayBuffer>;

async function compose(pageFile: string, additions: RouteAdditions): Promise<Composed | undefined> {
  const { mtimeMs } = await stat(pageFile);
  const preloads = JSON.stringify(additions.preloads);
  const { firstPaint } = additions;
  const known = composed.get(pageFile);
  if (
    known?.mtimeMs === mtimeMs &&
    known.firstPaint === firstPaint?.firstPaint &&
    known.fragment === firstPaint?.html &&
    known.preloads === preloads
  )
    return known;
  const page = routePage(await readFile(pageFile, 'utf8'), additions);
  if (!page) return undefined;
  const body = Buffer.from(page.html);
  // The validator is the composed page's own: a new first paint or build of the remote is a new page.
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const made = {
    mtimeMs,
    firstPaint: firstPaint?.firstPaint,
    fragment: firstPaint?.html,
    preloads,
    body,
    preloadsInPage: page.preloadsInPage,
    hash,
    encoded: new Map(),
  };
  composed.set(pageFile, made);
  return made;
}

/**
 * Sends a remote route's page with what the server adds to it (see `routePage`), compressed for the client once per
 * version, and the preloads that did not fit in the page as a `Link` header; undefined when the page has room for
 * nothing (it is then sent as built, with the header).
 */
export async function sendRoutePage(
  c: Context,
  pageFile: string,
  additions: RouteAdditions,
): Promise<Response | undefined> {
  const page = await compose(pageFile, additions).catch(() => undefined);
  if (!page) return undefined;
  if (!page.preloadsInPage && additions.preloads.length) c.header('Link', linkHeader(additions.preloads));
  const encoding = acceptedEncodings(c.req.header('Accept-Encoding'))[0];
  let chosen: Representation = { body: page.body, etag: `"${page.hash}"` };
  if (encoding) {
    let body = page.encoded.get(encoding);
    if (!body) page.encoded.set(encoding, (body = compress(encoding, page.body)));
    chosen = { body, etag: `"${page.hash}-${encoding}"`, encoding };
  }
  return sendRepresentation(c, chosen, contentTypeFor('.html'), 'index.html');
}
