import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, needsLocalServer, test } from './support/test.js';
import { signInThroughApi } from './support/session.js';
import { startProductionServer } from './support/production-server.js';

const distOf = (app: string) => fileURLToPath(new URL(`../../${app}/dist/`, import.meta.url));

test(
  'the browser receives the shell chunks and a remote entry brotli-compressed, with a validator',
  { tag: ['@shell'] },
  async ({ page, request }) => {
    await signInThroughApi(page, request);
    const scripts = new Map<string, Record<string, string>>();
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) scripts.set(new URL(res.url()).pathname, res.headers());
    });
    await page.goto('/budgets');
    await expect(page.getByTestId('remote-mfe-budgets').getByRole('heading', { level: 1 })).toHaveText(
      'תקציבים',
    );

    const hashedChunk = [...scripts.keys()].find((p) => /^\/main\.[0-9a-f]{12}\.js$/.test(p));
    expect(hashedChunk, [...scripts.keys()].join('\n')).toBeTruthy();
    const entry = scripts.get('/remotes/mfe-budgets/remoteEntry.js');
    expect(entry, [...scripts.keys()].join('\n')).toBeTruthy();
    for (const headers of [scripts.get(hashedChunk!)!, entry!]) {
      expect(headers['content-encoding']).toBe('br');
      expect(headers['vary']).toContain('Accept-Encoding');
      expect(headers['etag']).toMatch(/^"[^"]+"$/);
    }
    expect(entry!['cache-control']).toBe('no-cache');
  },
);

test(
  'the app page fetches its start-up scripts alongside its entry, each once, and runs every one',
  { tag: ['@shell'] },
  async ({ page, request }) => {
    await signInThroughApi(page, request);
    // The scripts the page compiled and ran, as DevTools sees them (a preload alone is fetched, never compiled).
    const cdp = await page.context().newCDPSession(page);
    const ran = new Set<string>();
    cdp.on('Debugger.scriptParsed', ({ url }) => {
      if (url.startsWith('http')) ran.add(new URL(url).pathname);
    });
    await cdp.send('Debugger.enable');
    await page.goto('/records');
    await expect(page.getByTestId('remote-mfe-records').getByRole('heading', { level: 1 })).toBeVisible();

    const preloaded = await page
      .locator('link[rel="preload"][as="script"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          const { pathname } = new URL(entry.name);
          return {
            path: pathname,
            by: timing.initiatorType,
            start: timing.startTime,
            end: timing.responseEnd,
          };
        }),
    );
    // Every shell chunk the start-up ran was named in the page, and came from that one fetch, requested before the
    // entry had even arrived (not as the entry ran into its imports).
    const entry = fetched.find(({ path }) => /^\/main\.[0-9a-f]{12}\.js$/.test(path))!;
    const shellChunks = fetched.filter(({ path }) => /^\/\d+\.[0-9a-f]{12}\.js$/.test(path));
    expect(shellChunks.length).toBeGreaterThan(5);
    for (const { path } of shellChunks) expect(preloaded).toContain(path);
    for (const path of preloaded) {
      const fetches = fetched.filter((f) => f.path === path);
      expect(fetches.map((f) => f.by)).toEqual(['link']);
      expect(fetches[0]!.start).toBeLessThanOrEqual(entry.end);
      // And every preload ran: none was fetched for nothing.
      await expect.poll(() => [...ran]).toContain(path);
    }

    // The pages that do not start the app there and then name no start-up script.
    for (const route of ['/', '/privacy-policy', '/main', '/auth/callback']) {
      expect(await (await request.get(route)).text(), route).not.toMatch(/<link[^>]* rel="preload"/);
    }
  },
);

test(
  'a client that accepts only gzip gets gzip, and one that accepts nothing gets the plain file',
  { tag: ['@shell'] },
  async ({ request }) => {
    // The shell's entry, as the page names it (a deployment's files are not on this machine).
    const chunk = /"\/(main\.[0-9a-f]{12}\.js)"/.exec(await (await request.get('/records')).text())?.[1];
    expect(chunk).toBeTruthy();
    for (const url of [`/${chunk}`, '/remotes/mfe-statistics/remoteEntry.js']) {
      const gzip = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.status(), url).toBe(200);
      expect(gzip.headers()['content-encoding'], url).toBe('gzip');
      const plain = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers()['content-encoding'], url).toBeUndefined();
      // The client decodes gzip transparently: both must be the same script.
      expect((await gzip.body()).equals(await plain.body()), url).toBe(true);
    }
  },
);

test(
  'a revalidated remoteEntry.js, manifest and page are answered 304 with no body',
  { tag: ['@shell'] },
  async ({ request }) => {
    for (const url of [
      '/remotes/mfe-records/remoteEntry.js',
      '/remotes/mfe-records/mf-manifest.json',
      '/',
      '/remotes.json',
    ]) {
      const headers = { 'Accept-Encoding': 'gzip, deflate, br' };
      const first = await request.get(url, { headers });
      const etag = first.headers()['etag'];
      expect(etag, url).toBeTruthy();
      expect(first.headers()['cache-control'], url).toBe('no-cache');
      const again = await request.get(url, { headers: { ...headers, 'If-None-Match': etag! } });
      expect(again.status(), url).toBe(304);
      expect((await again.body()).length, url).toBe(0);
    }
  },
);

test('large JSON API replies are compressed for the browser', { tag: ['@shell'] }, async ({ request }) => {
  const res = await request.get('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('br');
  expect(((await res.json()) as { openapi: string }).openapi).toMatch(/^3\./);
});

test(
  'under NODE_ENV=production no source map is reachable and no script points at one',
  { tag: ['@shell'] },
  async ({ request }) => {
    needsLocalServer('starts a second server, under NODE_ENV=production');
    const server = await startProductionServer();
    try {
      // Production never runs the development identity provider: sign-in is Google's only.
      const config = (await (await request.get(`${server.origin}/api/auth/config`)).json()) as {
        data: { signIn: { provider: string } };
      };
      expect(config.data.signIn.provider).toBe('google');
      // (A GET of any unknown path is the app's page; the provider's token endpoint is a POST.)
      expect(
        (
          await request.post(`${server.origin}/dev-idp/id-token`, {
            data: { email: 'a@example.com', name: 'a' },
          })
        ).status(),
      ).toBe(404);
      const shellMap = readdirSync(distOf('shell')).find((f) => f.endsWith('.js.map'));
      const remoteMap = readdirSync(distOf('mfe-budgets')).find((f) => f.endsWith('.js.map'));
      expect(shellMap && remoteMap, 'the build writes maps for error reporting').toBeTruthy();
      for (const url of [
        `/${shellMap}`,
        `/remotes/mfe-budgets/${remoteMap}`,
        '/remotes/mfe-budgets/remoteEntry.js.map',
      ]) {
        const res = await request.get(server.origin + url);
        expect(res.status(), url).toBe(404);
      }
      const script = await request.get(`${server.origin}/remotes/mfe-budgets/remoteEntry.js`);
      expect(script.status()).toBe(200);
      expect(await script.text()).not.toContain('sourceMappingURL');
    } finally {
      await server.stop();
    }
  },
);

test(
  'the statistics page brings at most 40 KB of its own JavaScript, and no chart library',
  { tag: ['@shell'] },
  async ({ page, request }, testInfo) => {
    needsLocalServer('reads the built mfe-statistics files for a bundled chart library');
    await signInThroughApi(page, request);
    const own: Promise<number>[] = [];
    page.on('requestfinished', (req) => {
      if (
        req.resourceType() === 'script' &&
        new URL(req.url()).pathname.startsWith('/remotes/mfe-statistics/')
      )
        own.push(req.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
    });
    await page.goto('/statistics');
    await expect(page.getByTestId('chart-trend').getByRole('img')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(own)).reduce((sum, b) => sum + b, 0);
    testInfo.annotations.push({ type: 'own JS, brotli', description: `mfe-statistics: ${bytes} bytes` });
    expect(bytes, 'bytes on the wire, brotli').toBeGreaterThan(10 * 1024);
    // The same budget as every other remote, now that the charts are the page's own SVG.
    expect(bytes, 'bytes on the wire, brotli').toBeLessThanOrEqual(40 * 1024);

    // The charts are drawn by React as SVG: no chart library, and nothing drawn on a canvas.
    const scripts = readdirSync(distOf('mfe-statistics')).filter((f) => f.endsWith('.js'));
    const code = scripts.map((f) => readFileSync(`${distOf('mfe-statistics')}${f}`, 'utf8')).join('\n');
    expect(code).toContain('viewBox');
    for (const library of [
      /chart\.js/i,
      /@kurkle/,
      /getContext\(\s*["']2d/,
      /\bd3-(scale|shape)\b/,
      /recharts/i,
    ])
      expect(code, String(library)).not.toMatch(library);
  },
);

/**
 * Every other remote brings at most 40 KB of its own JavaScript (brotli, on the wire) on its first visit: what
 * `/remotes/<remote>/` sends until the page is quiet, measured as the statistics page's is. The figure is attached
 * to the test's result.
 */
const REMOTE_JS_BUDGETS = [
  { remote: 'mfe-records', route: '/records', tag: '@records' },
  { remote: 'mfe-budgets', route: '/budgets', tag: '@budgets' },
  { remote: 'mfe-discounts', route: '/discounts', tag: '@discounts' },
  { remote: 'mfe-data-management', route: '/data-management', tag: '@data-management' },
  { remote: 'mfe-personal-area', route: '/personal-area', tag: '@personal-area' },
] as const;

for (const { remote, route, tag } of REMOTE_JS_BUDGETS) {
  test(
    `${route} brings at most 40 KB of its own JavaScript on its first visit`,
    { tag: [tag] },
    async ({ page, request }, testInfo) => {
      await signInThroughApi(page, request);
      const own: Promise<number>[] = [];
      page.on('requestfinished', (req) => {
        if (req.resourceType() === 'script' && new URL(req.url()).pathname.startsWith(`/remotes/${remote}/`))
          own.push(req.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
      });
      await page.goto(route);
      await expect(page.getByTestId(`remote-${remote}`).getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const bytes = (await Promise.all(own)).reduce((sum, b) => sum + b, 0);
      testInfo.annotations.push({ type: 'own JS, brotli', description: `${remote}: ${bytes} bytes` });
      // Its entry and at least one chunk came over the wire (a measurement of nothing would pass any budget).
      expect(own.length, 'scripts of its own').toBeGreaterThanOrEqual(2);
      expect(bytes, 'bytes on the wire, brotli').toBeLessThanOrEqual(40 * 1024);
    },
  );
}
