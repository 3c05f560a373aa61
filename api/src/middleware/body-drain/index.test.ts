import { describe, expect, it } from 'vitest';
import { drainBody } from './index.js';

const post = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request('http://x/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('drainBody', () => {
  it('reads a body within the limits to its end', async () => {
    const req = post('x'.repeat(3000));
    expect(await drainBody(req, 4096, 1000)).toBe(true);
    expect(req.bodyUsed).toBe(true);
  });

  it('gives up on a body declared or found larger than the limit', async () => {
    expect(await drainBody(post('x'.repeat(10), { 'content-length': '5000' }), 4096, 1000)).toBe(false);
    expect(await drainBody(post('x'.repeat(5000)), 4096, 1000)).toBe(false);
  });

  it('gives up on a body that stops arriving', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10));
      },
    });
    expect(await drainBody(post(stalled), 4096, 50)).toBe(false);
  });

  it('gives up on a body someone else is reading', async () => {
    const req = post('x');
    req.body!.getReader();
    expect(await drainBody(req, 4096, 1000)).toBe(false);
  });
});
