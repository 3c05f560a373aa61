import path from 'node:path';
import type { RemotesManifest } from '@kaspit/remotes-manifest';
import { jsonWhenChanged } from './json-when-changed.js';
import { sameSiteRemote } from './remote-preloads.js';

/** A remote's first paint as its build writes it (`dist/first-paint.json`). */
export interface FirstPaint {
  /** Its page before its data, with its CSS inline, for every route it draws. */
  html?: string;
  /** Or the same per route it draws (`/search`); a route not named here gets none. */
  routes?: Record<string, string>;
  /** Its fill script (`first-paint.<hash>.js`), which writes the person's values in. */
  fill?: string;
}

/** A route's remote's first paint, the remote, and where its files are served from (`/remotes/mfe-x/`). */
export interface RemoteFirstPaint {
  /** As read from the file: the same object until the file changes. */
  firstPaint: FirstPaint;
  /** The route's fragment. */
  html: string;
  remote: string;
  base: string;
}

const FILL_SCRIPT = /^first-paint\.[0-9a-f]{8,}\.js$/;

// A fragment that could close the template it is carried in is refused.
const fragment = (html: unknown): html is string => typeof html === 'string' && !/<\/template/i.test(html);

function firstPaintOf(json: unknown): FirstPaint[] {
  const { html, routes, fill } = (json ?? {}) as { html?: unknown; routes?: unknown; fill?: unknown };
  const perRoute = Object.entries(routes && typeof routes === 'object' ? routes : {}).filter(
    (pair): pair is [string, string] => fragment(pair[1]),
  );
  return [
    {
      ...(fragment(html) ? { html } : {}),
      ...(perRoute.length ? { routes: Object.fromEntries(perRoute) } : {}),
      ...(typeof fill === 'string' && FILL_SCRIPT.test(fill) ? { fill } : {}),
    },
  ];
}

/** The shell's signed-in frame, which places the fragment: a page without it has no place for one. */
const FRAME = '<template id="signed-in-frame"';
const ROOT = '<div id="root"></div>';

/**
 * The first paint of the remote drawing `route`, when the remote is served from this site with one build for everyone
 * (the condition for naming its files in the page) and its build wrote one for that route (or for all of its
 * routes); read again only when the file changes.
 */
export async function remoteFirstPaint(
  staticRoot: string,
  remotes: RemotesManifest | undefined,
  route: string,
): Promise<RemoteFirstPaint | undefined> {
  const found = await sameSiteRemote(staticRoot, remotes, route);
  if (!found) return undefined;
  const [firstPaint] = await jsonWhenChanged(
    path.join(staticRoot, found.remote, 'dist', 'first-paint.json'),
    firstPaintOf,
  );
  const html = firstPaint?.routes ? firstPaint.routes[found.route] : firstPaint?.html;
  return firstPaint && html !== undefined
    ? { firstPaint, html, remote: found.remote, base: found.base }
    : undefined;
}

/**
 * The route's page with the remote's first paint in a `<template>` before the shell's frame, and the remote's fill
 * script right after it: the fill script writes the person's values into the template, then the shell's frame
 * script puts it under the area's heading; both run before the first paint, and the page is painted only once the
 * fragment is filled. Undefined for a page without the frame (an older shell build): it is served as it is.
 */
export function pageWithFirstPaint(
  page: string,
  { firstPaint: { fill }, html, remote, base }: RemoteFirstPaint,
): string | undefined {
  if (!page.includes(FRAME) || !page.includes(ROOT)) return undefined;
  const template = `<template id="remote-first-paint" data-remote="${remote}">${html}</template>`;
  const script = fill ? `<script src="${base}${fill}"></script>` : '';
  return page.replace(ROOT, () => `${ROOT}${template}${script}`);
}
