import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { storeDeadline } from './index.js';

/** A handler that waits for `gate` (the store's reply, in effect) and says when it has finished. */
function appWaitingOn(gate: Promise<void>, storeAnswers: () => Promise<boolean>) {
  const seen = { finished: false };
  const app = new Hono()
    .use('*', storeDeadline({ storeAnswers, patienceMs: 20, probeMs: 20 }))
    .get('/', async (c) => {
      await gate;
      seen.finished = true;
      return c.json({ isSuccess: true, message: 'ok' });
    });
  return { app, seen };
}

describe('storeDeadline', () => {
  it('answers 503 with Retry-After and the envelope when a request waits on a store that does not answer', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { app, seen } = appWaitingOn(gate, () => new Promise(() => undefined)); // silent: never answers
    const res = await app.request('/');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toEqual({ isSuccess: false, message: 'Service temporarily unavailable' });
    expect(seen.finished).toBe(false);
    // The request given up on carries on, so its work is not left half done.
    release();
    await expect.poll(() => seen.finished).toBe(true);
  });

  it('gives up too when the store says it does not answer, or the question itself fails', async () => {
    for (const storeAnswers of [async () => false, () => Promise.reject(new Error('EPIPE'))]) {
      const { app } = appWaitingOn(new Promise(() => undefined), storeAnswers);
      expect((await app.request('/')).status).toBe(503);
    }
  });

  it('lets a slow request run on while the store answers, asking again as it runs', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    const { app } = appWaitingOn(gate, async () => {
      if (++asked === 3) release(); // finishes only after three rounds of patience
      return true;
    });
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ isSuccess: true, message: 'ok' });
    expect(asked).toBe(3);
  });

  it('does not ask the store about a request that finishes in time', async () => {
    let asked = 0;
    const { app } = appWaitingOn(Promise.resolve(), async () => (++asked, true));
    expect((await app.request('/')).status).toBe(200);
    expect(asked).toBe(0);
  });
});
