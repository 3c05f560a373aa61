import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { startTestApp, type TestApp } from '../../test-support/app.js';
import { silentLogger } from '../../test-support/database.js';

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await startTestApp();
  root = await mkdtemp(path.join(tmpdir(), 'kaspit-csp-'));
});
afterAll(async () => {
  await t.stop();
  await rm(root, { recursive: true, force: true });
});

const appWith = async (remotes: object, production = false, staticRoot = root) => {
  const remotesFile = path.join(root, `remotes-${Math.random()}.json`);
  await writeFile(remotesFile, JSON.stringify(remotes));
  return createApp({
    db: t.db,
    logger: silentLogger,
    version: 'test',
    services: t.services,
    production,
    corsOrigins: ['https://partner.example'],
    site: { staticRoot, remotesFile },
  });
};

describe('security headers', () => {
  it('sends a CSP on pages that allows remote origins from remotes.json and nothing else', async () => {
    const app = await appWith({
      'mfe-budgets': { entry: 'https://cdn.example.com/budgets/mf-manifest.json' },
      'mfe-records': { entry: '/remotes/mfe-records/mf-manifest.json' },
    });
    const page = await app.request('/dev-idp/authorize?bad=1');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://cdn.example.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('allows the hosts of canary builds too, and keeps the last good hosts and file when an edit breaks remotes.json', async () => {
    const remotesFile = path.join(root, `remotes-${Math.random()}.json`);
    const good = {
      'mfe-records': {
        entry: 'https://cdn.example.com/records/mf-manifest.json',
        canary: { entry: 'https://canary.example.com/records/mf-manifest.json', share: 0.1 },
      },
    };
    await writeFile(remotesFile, JSON.stringify(good));
    const app = createApp({
      db: t.db,
      logger: silentLogger,
      version: 'test',
      services: t.services,
      site: { staticRoot: root, remotesFile },
    });
    const scriptSrc = async () =>
      /script-src [^;]*/.exec(
        (await app.request('/dev-idp/authorize?bad=1')).headers.get('content-security-policy')!,
      )![0];
    expect(await scriptSrc()).toBe("script-src 'self' https://canary.example.com https://cdn.example.com");

    // A typo in the remote's name and a share of 10 instead of 0.1: the file is refused as a whole.
    await writeFile(
      remotesFile,
      JSON.stringify({
        'mfe-record': { entry: 'https://cdn.example.com/x', canary: { entry: '/x', share: 10 } },
      }),
    );
    await utimes(remotesFile, new Date(), new Date(Date.now() + 5000));
    expect(await scriptSrc()).toBe("script-src 'self' https://canary.example.com https://cdn.example.com");
    const served = await app.request('/remotes.json');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('application/json');
    expect(await served.json()).toEqual(good);
  });

  it("lets a page run the build's inline scripts by their hashes (inline-scripts.json), and nothing else inline", async () => {
    const site = await mkdtemp(path.join(root, 'site-'));
    await mkdir(path.join(site, 'shell', 'dist'), { recursive: true });
    const file = path.join(site, 'shell', 'dist', 'inline-scripts.json');
    const theme = `'sha256-${'A'.repeat(43)}='`;
    await writeFile(
      file,
      JSON.stringify({ scriptHashes: [theme, "'unsafe-inline'", 'https://evil.example'] }),
    );
    const app = await appWith({ 'mfe-budgets': { entry: 'https://cdn.example.com/m.json' } }, false, site);
    const scriptSrc = async () =>
      /script-src [^;]*/.exec(
        (await app.request('/dev-idp/authorize?bad=1')).headers.get('content-security-policy')!,
      )![0];
    expect(await scriptSrc()).toBe(`script-src 'self' ${theme} https://cdn.example.com`);

    // A new build's hashes are taken without a restart.
    const rebuilt = `'sha256-${'B'.repeat(43)}='`;
    await writeFile(file, JSON.stringify({ scriptHashes: [rebuilt] }));
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    expect(await scriptSrc()).toBe(`script-src 'self' ${rebuilt} https://cdn.example.com`);
    // No file (a server without a built shell): 'self' only.
    await rm(file);
    expect(await scriptSrc()).toBe("script-src 'self' https://cdn.example.com");
  });

  it('adds HSTS of at least a year in production, also on API replies', async () => {
    const app = await appWith({}, true);
    const res = await app.request('/api/health');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=(\d+)/);
    expect(
      Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security')!)![1]),
    ).toBeGreaterThanOrEqual(31536000);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('marks every API reply no-store (they carry personal data and tokens), and sends a Permissions-Policy everywhere', async () => {
    const app = await appWith({});
    for (const path of ['/api/health', '/api/auth/config', '/api/no-such-route', '/api/outcomes']) {
      const res = await app.request(path);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
    }
    const refused = await app.request('/api/auth/refresh', { method: 'POST', body: '{' });
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const page = await app.request('/dev-idp/authorize?bad=1');
    expect(page.headers.get('permissions-policy')).toContain('geolocation=()');
  });

  it("keeps a 304 to what a revalidation needs, and a page's 304 still brings the CSP of the current remotes.json", async () => {
    await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>x</title>');
    const app = await appWith({ 'mfe-budgets': { entry: 'https://cdn.example.com/mf-manifest.json' } });
    for (const route of ['/remotes.json', '/']) {
      const first = await app.request(route);
      expect(first.headers.get('x-content-type-options'), route).toBe('nosniff');
      const again = await app.request(route, { headers: { 'If-None-Match': first.headers.get('etag')! } });
      expect(again.status, route).toBe(304);
      expect(again.headers.get('etag'), route).toBe(first.headers.get('etag'));
      expect(again.headers.get('cache-control'), route).toBe('no-cache');
      for (const name of [
        'x-content-type-options',
        'permissions-policy',
        'referrer-policy',
        'x-frame-options',
      ])
        expect(again.headers.get(name), `${route} ${name}`).toBeNull();
    }
    const page = await app.request('/', {
      headers: { 'If-None-Match': (await app.request('/')).headers.get('etag')! },
    });
    expect(page.headers.get('content-security-policy')).toContain(
      "script-src 'self' https://cdn.example.com",
    );
  });

  it('allows CORS only for listed origins', async () => {
    const app = await appWith({});
    const preflight = (origin: string) =>
      app.request('/api/health', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    expect((await preflight('https://partner.example')).headers.get('access-control-allow-origin')).toBe(
      'https://partner.example',
    );
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('names a listed origin on the actual request too, and says the reply varies by origin', async () => {
    const app = await appWith({});
    const get = (origin?: string) => app.request('/api/auth/config', { headers: origin ? { origin } : {} });
    const partner = await get('https://partner.example');
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(partner.headers.get('vary')).toContain('Origin');
    const evil = await get('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('vary')).toContain('Origin');
    expect((await get()).headers.get('access-control-allow-origin')).toBeNull();
    expect(((await partner.json()) as { isSuccess: boolean }).isSuccess).toBe(true);
  });
});
