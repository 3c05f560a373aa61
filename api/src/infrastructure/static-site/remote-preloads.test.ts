import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../test-support/database.js';
import { watchRemotesManifest } from '../remotes-manifest/index.js';
import { staticSite } from './index.js';

let root: string;
const framedPage =
  '<!doctype html><body><div id="root"></div><template id="signed-in-frame" data-route="/search"></template>' +
  '<script type="application/json" id="app-start">{"entry":"/main.0a1b2c3d4e5f.js","preloads":[]}</script>' +
  '<script>paint()</script></body>';
let app: ReturnType<typeof staticSite>;

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    {
      path: './app',
      assets: {
        js: { sync: ['584.0123456789ab.js', '__federation_expose_app.ba9876543210.js'], async: ['9.js'] },
      },
    },
    {
      path: './first-reads',
      assets: { js: { sync: ['__federation_expose_first_reads.0a1b2c3d4e5f.js', '584.0123456789ab.js'] } },
    },
  ],
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'kaspit-preloads-'));
  await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
  await mkdir(path.join(root, 'mfe-records', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'dist', 'app.html'), '<html lang="he" dir="rtl"></html>');
  // `/search`'s own page, framed: it asks for the app itself once painted, from lists in the page.
  await mkdir(path.join(root, 'shell', 'dist', 'search'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'dist', 'search', 'index.html'), framedPage);
  await writeFile(
    path.join(root, 'shell', 'dist', 'remote-routes.json'),
    JSON.stringify({
      routes: {
        '/records': 'mfe-records',
        '/search': 'mfe-records',
        '/budgets': 'mfe-budgets',
        '/statistics': 'mfe-statistics',
      },
    }),
  );
  await writeFile(path.join(root, 'mfe-records', 'dist', 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(
    path.join(root, 'remotes.json'),
    JSON.stringify({
      'mfe-records': { entry: '/remotes/mfe-records/mf-manifest.json' },
      'mfe-budgets': { entry: 'https://budgets.example.com/mf-manifest.json' },
      'mfe-statistics': {
        entry: '/remotes/mfe-statistics/mf-manifest.json',
        canary: { entry: '/remotes/mfe-statistics-next/mf-manifest.json', share: 0.1 },
      },
    }),
  );
  app = staticSite({
    staticRoot: root,
    remotes: watchRemotesManifest(path.join(root, 'remotes.json'), silentLogger),
  });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the page of a remote route', () => {
  it("names the remote's manifest, entry, first reads' and first chunks (each once), so they are fetched while the shell starts", async () => {
    // The app page of these addresses asks for nothing itself: the header names the files.
    for (const route of ['/records', '/records/2026-03']) {
      const links = (await app.request(route)).headers.get('link')?.split(', ');
      expect(links).toEqual([
        '</remotes.json>; rel=preload; as=fetch; crossorigin; fetchpriority=low',
        '</remotes/mfe-records/mf-manifest.json>; rel=preload; as=fetch; crossorigin; fetchpriority=low',
        '</remotes/mfe-records/remoteEntry.js>; rel=preload; as=script; fetchpriority=low',
        '</remotes/mfe-records/__federation_expose_first_reads.0a1b2c3d4e5f.js>; rel=preload; as=script; fetchpriority=low',
        '</remotes/mfe-records/584.0123456789ab.js>; rel=preload; as=script; fetchpriority=low',
        '</remotes/mfe-records/__federation_expose_app.ba9876543210.js>; rel=preload; as=script; fetchpriority=low',
      ]);
    }
  });

  it('names them inside a framed page, for its script to ask for once the page is painted, and not in a header', async () => {
    const res = await app.request('/search');
    expect(res.status).toBe(200);
    expect(res.headers.get('link')).toBeNull();
    const html = await res.text();
    const list = /<script type="application\/json" id="remote-preloads">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(list!)).toEqual([
      { href: '/remotes.json', as: 'fetch' },
      { href: '/remotes/mfe-records/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/mfe-records/remoteEntry.js', as: 'script' },
      { href: '/remotes/mfe-records/__federation_expose_first_reads.0a1b2c3d4e5f.js', as: 'script' },
      { href: '/remotes/mfe-records/584.0123456789ab.js', as: 'script' },
      { href: '/remotes/mfe-records/__federation_expose_app.ba9876543210.js', as: 'script' },
    ]);
    // Before the shell's own list, which the page's script reads with it; nothing else in the page moved.
    expect(html.replace(/<script type="application\/json" id="remote-preloads">[^<]*<\/script>/, '')).toBe(
      framedPage,
    );
    // Composed once per version: the page has its own validator and revalidates.
    const etag = res.headers.get('etag')!;
    expect((await app.request('/search', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('names nothing for a route the shell draws, a remote served from another host, or one with a canary', async () => {
    // With a canary the browser picks the build per person; a preload of either would be wrong for some.
    for (const route of ['/', '/main', '/recordsx', '/budgets', '/statistics']) {
      const res = await app.request(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('link')).toBeNull();
    }
  });
});
