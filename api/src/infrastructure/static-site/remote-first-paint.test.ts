import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../test-support/database.js';
import { watchRemotesManifest } from '../remotes-manifest/index.js';
import { staticSite } from './index.js';

let root: string;
let app: ReturnType<typeof staticSite>;

const framePage = (route: string) =>
  `<!doctype html><body><div id="root"></div><template id="signed-in-frame" data-route="${route}"><h1>x</h1></template><script src="/first-paint.0a1b2c3d4e5f.js"></script></body>`;

async function writeFirstPaint(remote: string, body: unknown, mtime: number) {
  const file = path.join(root, remote, 'dist', 'first-paint.json');
  await writeFile(file, JSON.stringify(body));
  await utimes(file, mtime, mtime);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'kaspit-first-paint-'));
  for (const route of ['budgets', 'personal-area', 'statistics', 'records'])
    await mkdir(path.join(root, 'shell', 'dist', route), { recursive: true });
  for (const remote of ['mfe-budgets', 'mfe-personal-area', 'mfe-statistics', 'mfe-records'])
    await mkdir(path.join(root, remote, 'dist'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'dist', 'app.html'), '<div id="root"></div>');
  for (const route of ['budgets', 'personal-area', 'statistics', 'records'])
    await writeFile(path.join(root, 'shell', 'dist', route, 'index.html'), framePage(`/${route}`));
  await writeFile(
    path.join(root, 'shell', 'dist', 'remote-routes.json'),
    JSON.stringify({
      routes: {
        '/budgets': 'mfe-budgets',
        '/personal-area': 'mfe-personal-area',
        '/statistics': 'mfe-statistics',
        '/records': 'mfe-records',
      },
    }),
  );
  const fragment = { html: '<div class="mfe-x__page__abcde">x</div>', fill: 'first-paint.0123456789ab.js' };
  for (const remote of ['mfe-budgets', 'mfe-statistics', 'mfe-records'])
    await writeFirstPaint(remote, fragment, 1_700_000_000);
  await writeFile(
    path.join(root, 'remotes.json'),
    JSON.stringify({
      'mfe-budgets': { entry: '/remotes/mfe-budgets/mf-manifest.json' },
      'mfe-personal-area': { entry: '/remotes/mfe-personal-area/mf-manifest.json' },
      'mfe-records': { entry: 'https://records.example.com/mf-manifest.json' },
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

describe("a remote route's page with the remote's first paint", () => {
  it('carries the fragment before the frame, with the fill script right after it', async () => {
    const res = await app.request('/budgets');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain(
      '<div id="root"></div><template id="remote-first-paint" data-remote="mfe-budgets"><div class="mfe-x__page__abcde">x</div></template><script src="/remotes/mfe-budgets/first-paint.0123456789ab.js"></script><template id="signed-in-frame"',
    );
    expect(html).toContain('<script src="/first-paint.0a1b2c3d4e5f.js"></script></body>');
  });

  it('is sent compressed, with its own validator, and revalidates to 304', async () => {
    const res = await app.request('/budgets', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    const etag = res.headers.get('ETag')!;
    expect(etag).toMatch(/-br"$/);
    const body = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(body).toContain('data-remote="mfe-budgets"');
    const again = await app.request('/budgets', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('changes, validator and all, when the remote deploys a new first paint', async () => {
    const before = await app.request('/budgets');
    const etag = before.headers.get('ETag')!;
    await writeFirstPaint('mfe-budgets', { html: '<p>new</p>' }, 1_700_000_100);
    const after = await app.request('/budgets', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    const html = await after.text();
    expect(html).toContain(
      '<template id="remote-first-paint" data-remote="mfe-budgets"><p>new</p></template>',
    );
    // The new build has no fill script: none is named.
    expect(html).not.toContain('/remotes/mfe-budgets/first-paint.');
  });

  it('is the page as built for a remote on another host, with a canary line, or without a first paint', async () => {
    for (const route of ['/records', '/statistics', '/personal-area']) {
      const html = await (await app.request(route)).text();
      expect(html, route).toBe(framePage(route));
    }
  });

  it('is the page as built when the page has no frame to place it (an older shell build)', async () => {
    const page = path.join(root, 'shell', 'dist', 'budgets', 'index.html');
    await writeFile(page, '<div id="root"></div>');
    await writeFirstPaint('mfe-budgets', { html: '<p>ok</p>' }, 1_700_000_400);
    expect(await (await app.request('/budgets')).text()).toBe('<div id="root"></div>');
    await writeFile(page, framePage('/budgets'));
  });

  it('refuses a fragment that could close its template, and a fill script that is not one', async () => {
    await writeFirstPaint('mfe-budgets', { html: '</template><script>x()</script>' }, 1_700_000_200);
    expect(await (await app.request('/budgets')).text()).toBe(framePage('/budgets'));
    await writeFirstPaint('mfe-budgets', { html: '<p>ok</p>', fill: '../../x.js' }, 1_700_000_300);
    const html = await (await app.request('/budgets')).text();
    expect(html).toContain('<p>ok</p>');
    expect(html).not.toContain('x.js');
  });
});

describe("a remote's first paint given per route", () => {
  let perRoute: string;
  let site: ReturnType<typeof staticSite>;
  const routes = ['/records', '/search', '/statistics', '/ai'];

  beforeAll(async () => {
    perRoute = await mkdtemp(path.join(tmpdir(), 'kaspit-first-paint-routes-'));
    const shellDist = path.join(perRoute, 'shell', 'dist');
    await mkdir(shellDist, { recursive: true });
    await writeFile(path.join(shellDist, 'app.html'), '<div id="root"></div>');
    for (const route of routes) {
      await mkdir(path.join(shellDist, route), { recursive: true });
      await writeFile(path.join(shellDist, route, 'index.html'), framePage(route));
    }
    await writeFile(
      path.join(shellDist, 'remote-routes.json'),
      JSON.stringify({
        routes: {
          '/statistics': 'mfe-statistics',
          '/ai': 'mfe-statistics',
          '/records': 'mfe-records',
          '/search': 'mfe-records',
        },
      }),
    );
    for (const [remote, route] of [
      ['mfe-records', '/search'],
      ['mfe-statistics', '/ai'],
    ] as const) {
      await mkdir(path.join(perRoute, remote, 'dist'), { recursive: true });
      await writeFile(
        path.join(perRoute, remote, 'dist', 'first-paint.json'),
        JSON.stringify({ routes: { [route]: `<p>${route}</p>` }, fill: 'first-paint.0123456789ab.js' }),
      );
    }
    await writeFile(
      path.join(perRoute, 'remotes.json'),
      JSON.stringify({
        'mfe-records': { entry: '/remotes/mfe-records/mf-manifest.json' },
        'mfe-statistics': { entry: '/remotes/mfe-statistics/mf-manifest.json' },
      }),
    );
    site = staticSite({
      staticRoot: perRoute,
      remotes: watchRemotesManifest(path.join(perRoute, 'remotes.json'), silentLogger),
    });
  });

  afterAll(() => rm(perRoute, { recursive: true, force: true }));

  it("carries the route's own fragment, with the remote's fill script", async () => {
    for (const [route, remote] of [
      ['/search', 'mfe-records'],
      ['/ai', 'mfe-statistics'],
    ] as const) {
      const html = await (await site.request(route)).text();
      expect(html, route).toContain(
        `<div id="root"></div><template id="remote-first-paint" data-remote="${remote}"><p>${route}</p></template><script src="/remotes/${remote}/first-paint.0123456789ab.js"></script><template id="signed-in-frame"`,
      );
    }
  });

  it("is the page as built (the heading alone) for the remote's routes without one", async () => {
    for (const route of ['/records', '/statistics']) {
      const res = await site.request(route);
      expect(res.status).toBe(200);
      expect(await res.text(), route).toBe(framePage(route));
    }
  });
});
