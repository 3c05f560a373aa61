import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from './index.js';

let root: string;
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
  await writeFile(
    path.join(root, 'remotes.json'),
    '{"mfe-budgets":{"entry":"/remotes/mfe-budgets/mf-manifest.json"}}',
  );
  app = staticSite({ staticRoot: root, remotesFile: path.join(root, 'remotes.json') });
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
});
