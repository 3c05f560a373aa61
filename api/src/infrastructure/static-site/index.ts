import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { RemotesManifestSource } from '../remotes-manifest/index.js';
import { cacheControlFor } from './cache-policy.js';
import { sendRoutePage } from './route-page.js';
import { remoteFirstPaint } from './remote-first-paint.js';
import { linkHeader, remotePreloads } from './remote-preloads.js';
import { matchesEtag, sendFile } from './send-file/index.js';

export interface StaticSiteOptions {
  /** The folder holding `shell/` and the `mfe-*` packages, each with its built `dist/`. */
  staticRoot: string;
  /** The remote manifest in force, served at `/remotes.json` (only ever a version that passed validation). */
  remotes: RemotesManifestSource;
  /** Production: source maps stay on disk for error reporting but are not served (404). */
  hideSourceMaps?: boolean;
}

const remoteName = /^mfe-[a-z][a-z-]*$/;

async function fileIfExists(file: string): Promise<string | undefined> {
  try {
    return (await stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

function decodedOrRaw(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Resolves `relative` inside `root`, refusing anything that climbs out of it. */
function inside(root: string, relative: string): string | undefined {
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : undefined;
}

/**
 * The HTML for an app route: the page prerendered for it at build time (`/` and the public pages), else the empty
 * app page the signed-in routes share (`app.html`; `index.html` from builds before the prerender).
 */
async function appPage(shellDist: string, route: string): Promise<string | undefined> {
  const folder = inside(shellDist, decodedOrRaw(route));
  const prerendered = folder && (await fileIfExists(path.join(folder, 'index.html')));
  if (prerendered) return prerendered;
  return (
    (await fileIfExists(path.join(shellDist, 'app.html'))) ??
    (await fileIfExists(path.join(shellDist, 'index.html')))
  );
}

/**
 * Serves the built shell at `/` (its `index.html` for every app route), each remote's `dist` under
 * `/remotes/<name>/`, and `/remotes.json`.
 */
export function staticSite({ staticRoot, remotes, hideSourceMaps = false }: StaticSiteOptions) {
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  const app = new Hono();

  if (hideSourceMaps) {
    app.get('*', async (c, next) => {
      if (/\.map$/i.test(decodedOrRaw(c.req.path)))
        return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
      await next();
    });
  }

  app.get('/remotes.json', async (c) => {
    const accepted = await remotes();
    if (!accepted) return c.json({ isSuccess: false, message: 'remotes.json not found' }, 404);
    const headers = { 'Cache-Control': cacheControlFor('remotes.json'), ETag: accepted.etag };
    if (matchesEtag(c.req.header('If-None-Match'), accepted.etag)) return c.body(null, 304, headers);
    return c.body(accepted.text, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  });

  app.get('/remotes/:name/*', async (c) => {
    const name = c.req.param('name');
    const rest = decodeURIComponent(c.req.path.slice(`/remotes/${name}/`.length));
    const dist = path.join(staticRoot, name, 'dist');
    const file = remoteName.test(name) ? inside(dist, rest) : undefined;
    const found = file && (await fileIfExists(file));
    if (!found) return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
    return sendFile(c, found);
  });

  app.get('*', async (c) => {
    const file = inside(shellDist, decodeURIComponent(c.req.path));
    const found = file && (await fileIfExists(file));
    if (found) return sendFile(c, found);
    // A path with an extension is a missing asset, not an app route: a 404 beats serving HTML as script.
    if (path.extname(c.req.path)) return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
    const page = await appPage(shellDist, c.req.path);
    if (!page) return c.text('The shell is not built yet: run `npm run build`.', 503);
    const manifest = (await remotes())?.manifest;
    const route = decodedOrRaw(c.req.path);
    const preloads = await remotePreloads(staticRoot, manifest, route);
    // A same-site remote's first paint goes into its route's page, so its page is on screen from the HTML; its files
    // are named in the page, fetched once that page is painted.
    const firstPaint = await remoteFirstPaint(staticRoot, manifest, route);
    const composed =
      (firstPaint || preloads.length) && (await sendRoutePage(c, page, { firstPaint, preloads }));
    if (composed) return composed;
    if (preloads.length) c.header('Link', linkHeader(preloads));
    return sendFile(c, page, 'index.html');
  });

  return app;
}
