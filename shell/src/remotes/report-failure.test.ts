import { describe, expect, it, vi } from 'vitest';
import { reportRemoteFailure } from './report-failure.js';

const failure = {
  remote: 'mfe-budgets' as const,
  version: '1.4.0',
  build: 'canary' as const,
  url: 'https://cdn.example/budgets/mf-manifest.json',
};

function recorder(status = 201) {
  const bodies: Record<string, unknown>[] = [];
  const send = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init!.body)));
    return new Response('{}', { status });
  }) as unknown as typeof fetch;
  return { bodies, send };
}

describe('reportRemoteFailure', () => {
  it('logs name, version, build, URL and error, and posts the same with the path but never the query', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { bodies, send } = recorder();
    const thrown = new Error('mount exploded');
    await reportRemoteFailure({ ...failure, error: thrown }, send, '/budgets/2026-03');
    expect(error).toHaveBeenCalledWith(
      'Remote mfe-budgets 1.4.0 (canary build, https://cdn.example/budgets/mf-manifest.json) failed: mount exploded',
      thrown,
    );
    expect(send).toHaveBeenCalledWith(
      '/api/client-errors',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    expect(bodies).toEqual([
      {
        remote: 'mfe-budgets',
        version: '1.4.0',
        build: 'canary',
        url: failure.url,
        message: 'mount exploded',
        stack: thrown.stack,
        page: '/budgets/2026-03',
      },
    ]);
  });

  it('sends each distinct failure once per page, trims what the API would refuse, and only logs a failed send', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bodies, send } = recorder(503);
    const long = new Error('x'.repeat(2000));
    long.stack = 'y'.repeat(10_000);
    await reportRemoteFailure({ ...failure, remote: 'mfe-records', error: long }, send, '/records');
    await reportRemoteFailure({ ...failure, remote: 'mfe-records', error: long }, send, '/records');
    expect(bodies).toHaveLength(1);
    expect((bodies[0]!.message as string).length).toBe(500);
    expect((bodies[0]!.stack as string).length).toBe(4000);
    expect(warn).toHaveBeenCalledWith('The failure of mfe-records could not be reported: HTTP 503');

    await reportRemoteFailure(
      { ...failure, remote: 'mfe-discounts', error: 'not an Error' },
      send,
      '/discounts',
    );
    expect(bodies[1]).toMatchObject({ remote: 'mfe-discounts', message: 'not an Error' });
    expect(bodies[1]).not.toHaveProperty('stack');
  });
});
