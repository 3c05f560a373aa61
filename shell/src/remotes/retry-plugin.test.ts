import { describe, expect, it, vi } from 'vitest';
import { FETCH_ATTEMPTS, retryPlugin } from './retry-plugin.js';

describe('retryPlugin', () => {
  it('retries a failing manifest fetch and succeeds once the remote answers', async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    const res = await retryPlugin(fetcher).fetch!('https://x/mf-manifest.json', {});
    expect((res as Response).status).toBe(200);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('gives up after its attempts, and does not retry a 404', async () => {
    const down = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(retryPlugin(down).fetch!('https://x/m.json', {})).rejects.toThrow('Failed to fetch');
    expect(down).toHaveBeenCalledTimes(FETCH_ATTEMPTS);
    const missing = vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 404 }));
    expect(((await retryPlugin(missing).fetch!('https://x/m.json', {})) as Response).status).toBe(404);
    expect(missing).toHaveBeenCalledTimes(1);
  });
});
