import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../test-support/database.js';
import { watchRemotesManifest } from '../remotes-manifest/index.js';
import { staticSite } from './index.js';

let root: string;
const remotesIn = (folder: string) => watchRemotesManifest(path.join(folder, 'remotes.json'), silentLogger);
let app: ReturnType<typeof staticSite>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'kaspit-site-'));
  await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
  await mkdir(path.join(root, 'mfe-budgets', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'dist', 'index.html'), '<html lang="he" dir="rtl"></html>');
  await writeFile(path.join(root, 'shell', 'dist', 'main.0123abcd89.js'), 'console.log(1)');
  await writeFile(path.join(root, 'mfe-budgets', 'dist', 'remoteEntry.js'), 'var mfe_budgets;');
  await writeFile(path.join(root, 'mfe-budgets', 'dist', 'mf-manifest.json'), '{}');
  await writeFile(path.join(root, 'mfe-budgets', 'dist', '123.9f8e7d6c5b.js'), 'chunk');
  await writeFile(path.join(root, 'secret.txt'), 'do not serve');
  // What the build's precompression writes beside a text asset.
  const entry = path.join(root, 'mfe-budgets', 'dist', 'remoteEntry.js');
  await writeFile(`${entry}.br`, brotliCompressSync('var mfe_budgets;'));
  await writeFile(`${entry}.gz`, gzipSync('var mfe_budgets;'));
  await writeFile(path.join(root, 'shell', 'dist', 'main.0123abcd89.js.map'), '{"version":3}');
  await writeFile(
    path.join(root, 'remotes.json'),
    '{"mfe-budgets":{"entry":"/remotes/mfe-budgets/mf-manifest.json"}}',
  );
  app = staticSite({ staticRoot: root, remotes: remotesIn(root) });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('static site', () => {
  it('serves index.html, no-cache, for every app route', async () => {
    for (const route of ['/', '/main', '/budgets', '/records/anything']) {
      const res = await app.request(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('dir="rtl"');
    }
  });

  it('marks content-hashed chunks immutable and entry points no-cache', async () => {
    const chunk = await app.request('/main.0123abcd89.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-type')).toContain('text/javascript');
    const entry = await app.request('/remotes/mfe-budgets/remoteEntry.js');
    expect(await entry.text()).toBe('var mfe_budgets;');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const manifest = await app.request('/remotes/mfe-budgets/mf-manifest.json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const remoteChunk = await app.request('/remotes/mfe-budgets/123.9f8e7d6c5b.js');
    expect(remoteChunk.headers.get('cache-control')).toContain('immutable');
  });

  it('serves remotes.json no-cache and re-reads it after an edit', async () => {
    const first = await app.request('/remotes.json');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await first.json()).toEqual({ 'mfe-budgets': { entry: '/remotes/mfe-budgets/mf-manifest.json' } });
    await writeFile(
      path.join(root, 'remotes.json'),
      '{"mfe-budgets":{"entry":"https://cdn.example/b/mf-manifest.json"}}',
    );
    const second = await app.request('/remotes.json');
    expect(await second.json()).toEqual({
      'mfe-budgets': { entry: 'https://cdn.example/b/mf-manifest.json' },
    });
  });

  it('answers 404 for missing assets and refuses to leave its folders', async () => {
    expect((await app.request('/missing.js')).status).toBe(404);
    expect((await app.request('/remotes/mfe-budgets/nope.js')).status).toBe(404);
    expect((await app.request('/remotes/shell/index.html')).status).toBe(404);
    for (const probe of [
      '/remotes/mfe-budgets/..%2F..%2Fsecret.txt',
      '/..%2Fsecret.txt',
      '/remotes/mfe-budgets/%2E%2E/%2E%2E/secret.txt',
    ]) {
      const res = await app.request(probe);
      expect(await res.text()).not.toContain('do not serve');
    }
  });

  it('sends the precompressed brotli copy to a browser, gzip to a gzip-only client and the original otherwise', async () => {
    const br = await app.request('/remotes/mfe-budgets/remoteEntry.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('text/javascript');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('var mfe_budgets;');

    const gz = await app.request('/remotes/mfe-budgets/remoteEntry.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('var mfe_budgets;');

    const plain = await app.request('/remotes/mfe-budgets/remoteEntry.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('var mfe_budgets;');
    // A file the build did not compress is sent as it is, whatever the client accepts.
    const chunk = await app.request('/main.0123abcd89.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(chunk.headers.get('content-encoding')).toBeNull();
    expect(await chunk.text()).toBe('console.log(1)');
  });

  it('gives each representation its own strong ETag and answers 304 when the client holds it', async () => {
    const headers = { 'Accept-Encoding': 'br' };
    const first = await app.request('/remotes/mfe-budgets/remoteEntry.js', { headers });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+-br"$/);
    const plainEtag = (await app.request('/remotes/mfe-budgets/remoteEntry.js')).headers.get('etag');
    expect(plainEtag).toMatch(/^"[^"]+"$/);
    expect(plainEtag).not.toBe(etag);

    const again = await app.request('/remotes/mfe-budgets/remoteEntry.js', {
      headers: { ...headers, 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect((await again.arrayBuffer()).byteLength).toBe(0);

    for (const route of ['/', '/remotes.json', '/remotes/mfe-budgets/mf-manifest.json']) {
      const res = await app.request(route);
      const tag = res.headers.get('etag')!;
      expect(tag, route).toBeTruthy();
      expect((await app.request(route, { headers: { 'If-None-Match': tag } })).status, route).toBe(304);
    }
  });

  it('answers 200 with the new file once it changed under the same name', async () => {
    const file = path.join(root, 'mfe-budgets', 'dist', 'mf-manifest.json');
    const before = (await app.request('/remotes/mfe-budgets/mf-manifest.json')).headers.get('etag')!;
    await writeFile(file, '{"changed":true}');
    const after = await app.request('/remotes/mfe-budgets/mf-manifest.json', {
      headers: { 'If-None-Match': before },
    });
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ changed: true });
  });

  it('serves source maps outside production only', async () => {
    expect((await app.request('/main.0123abcd89.js.map')).status).toBe(200);
    const production = staticSite({
      staticRoot: root,
      remotes: remotesIn(root),
      hideSourceMaps: true,
    });
    for (const probe of ['/main.0123abcd89.js.map', '/main.0123abcd89.js%2Emap']) {
      const res = await production.request(probe);
      expect(res.status, probe).toBe(404);
      expect(await res.text()).not.toContain('version');
    }
    expect((await production.request('/main.0123abcd89.js')).status).toBe(200);
  });

  it('serves the prerendered page of a public route and the shared app page to the signed-in routes', async () => {
    const site = await mkdtemp(path.join(tmpdir(), 'kaspit-prerendered-'));
    const dist = path.join(site, 'shell', 'dist');
    await mkdir(path.join(dist, 'contact-us'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<p>ברוכים הבאים</p>');
    await writeFile(path.join(dist, 'app.html'), '<div id="root"></div>');
    await writeFile(path.join(dist, 'contact-us', 'index.html'), '<p>צור קשר</p>');
    const prerendered = staticSite({ staticRoot: site, remotes: remotesIn(site) });
    expect(await (await prerendered.request('/')).text()).toBe('<p>ברוכים הבאים</p>');
    expect(await (await prerendered.request('/contact-us')).text()).toBe('<p>צור קשר</p>');
    for (const route of ['/main', '/budgets', '/records/2026-03', '/no-such-page']) {
      const res = await prerendered.request(route);
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(await res.text(), route).toBe('<div id="root"></div>');
    }
    await rm(site, { recursive: true, force: true });
  });
});
