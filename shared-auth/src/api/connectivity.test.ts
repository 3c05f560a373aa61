import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Connectivity = typeof import('./connectivity.js');

describe('asking the health route while the service cannot be reached', () => {
  let connectivity: Connectivity;
  const asked: number[] = [];

  beforeEach(async () => {
    vi.useFakeTimers();
    vi.resetModules();
    asked.length = 0;
    // The health route answers: the service is up, though it may still refuse the request waiting to be sent.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        asked.push(Date.now());
        return { ok: true };
      }),
    );
    connectivity = await import('./connectivity.js');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** The service refuses (503), is asked until its health route answers, and is marked online again. */
  async function outage(): Promise<number> {
    const before = asked.length;
    const start = Date.now();
    connectivity.markOnline(false);
    await vi.waitFor(
      async () => {
        await vi.advanceTimersByTimeAsync(100);
        expect(connectivity.online$.getValue()).toBe(true);
      },
      { timeout: 60_000, interval: 0 },
    );
    expect(asked.length).toBe(before + 1);
    return asked.at(-1)! - start;
  }

  it('asks 1 s after a first failure, and the state turns back on the answer', async () => {
    expect(await outage()).toBe(connectivity.HEALTH_PROBE.firstMs);
  });

  it('keeps slowing down while the service answers its health route but refuses again at once', async () => {
    const waits = [await outage(), await outage(), await outage(), await outage()];
    expect(waits).toEqual([1000, 1500, 2250, 3375]);
  });

  it('starts again at 1 s once the service has answered for a quiet half minute', async () => {
    await outage();
    await outage();
    await vi.advanceTimersByTimeAsync(connectivity.SAME_OUTAGE_MS + 1);
    expect(await outage()).toBe(connectivity.HEALTH_PROBE.firstMs);
  });
});
