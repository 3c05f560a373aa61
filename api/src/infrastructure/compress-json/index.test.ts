import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ok } from '../envelope/index.js';
import { compressJson, COMPRESS_INLINE_UP_TO_BYTES } from './index.js';

const rows = Array.from({ length: 200 }, (_, i) => ({
  id: i,
  description: `קניות בסופר ${i}`,
  amount: i * 100,
}));

function app() {
  const app = new Hono();
  app.use('*', compressJson());
  app.get('/large', (c) => c.json({ isSuccess: true, message: 'ok', data: { rows } }));
  app.get('/small', (c) => c.json({ isSuccess: true, message: 'ok', data: {} }));
  app.get('/ok', (c) => ok(c, { rows }));
  app.get('/ok-small', (c) => ok(c, { rows: rows.slice(0, 2) }));
  app.get('/ok-huge', (c) => ok(c, { rows: Array.from({ length: 20 }, () => rows) }));
  app.get('/csv', (c) => c.body('a,b\n'.repeat(1000), 200, { 'Content-Type': 'text/csv' }));
  return app;
}

describe('compressJson', () => {
  it('sends a large JSON reply brotli-compressed to a client that accepts br, and it decodes to the same JSON', async () => {
    const res = await app().request('/large', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(JSON.stringify(rows).length / 4);
    expect(JSON.parse(brotliDecompressSync(bytes).toString()).data.rows).toEqual(rows);
  });

  it('gzips for a client that accepts only gzip, and sends plain JSON to one that accepts neither', async () => {
    const gz = await app().request('/large', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).data.rows).toHaveLength(
      200,
    );
    const plain = await app().request('/large', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { data: { rows: unknown[] } }).data.rows).toHaveLength(200);
  });

  it('leaves small JSON and non-JSON replies uncompressed', async () => {
    const small = await app().request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ isSuccess: true, message: 'ok', data: {} });
    const csv = await app().request('/csv', { headers: { 'Accept-Encoding': 'br' } });
    expect(csv.headers.get('content-encoding')).toBeNull();
  });

  it('compresses envelope replies (ok/fail) as they are made, with the same headers and the same JSON', async () => {
    const br = await app().request('/ok', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-type')).toBe('application/json');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(bytes.length).toBeLessThan(JSON.stringify(rows).length / 4);
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual({
      isSuccess: true,
      message: 'ok',
      data: { rows },
    });
    const gz = await app().request('/ok', { headers: { 'Accept-Encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).data.rows).toEqual(rows);
    const plain = await app().request('/ok');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(((await plain.json()) as { data: { rows: unknown[] } }).data.rows).toEqual(rows);
    const small = await app().request('/ok-small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(((await small.json()) as { data: { rows: unknown[] } }).data.rows).toEqual(rows.slice(0, 2));
  });

  it('leaves an envelope reply too large to compress on the spot to the middleware, which still compresses it', async () => {
    const res = await app().request('/ok-huge', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const text = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(text.length).toBeGreaterThan(COMPRESS_INLINE_UP_TO_BYTES);
    expect((JSON.parse(text) as { data: { rows: unknown[][] } }).data.rows).toHaveLength(20);
  });
});
