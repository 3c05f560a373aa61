import type { MiddlewareHandler } from 'hono';
import { fail } from '../../infrastructure/envelope/index.js';
import { UNAVAILABLE_MESSAGE } from '../../infrastructure/db/unavailable.js';

export interface StoreDeadlineOptions {
  /** Whether the store still answers, decided within `withinMs` (a store that says nothing by then does not). */
  storeAnswers: (withinMs: number) => Promise<boolean>;
  /** How long a request runs before the store is asked (default {@link PATIENCE_MS}). */
  patienceMs?: number;
  /** How long the store has to answer (default {@link PROBE_MS}). */
  probeMs?: number;
  /** Told of each request given up on, with the time it had run. */
  onGiveUp?: (path: string, ms: number) => void;
}

/** A request running this long has the store asked whether it still answers. */
export const PATIENCE_MS = 800;
/** The store's time to answer that question: a ping and a one-document write. */
export const PROBE_MS = 700;

const settled = (work: Promise<unknown>) =>
  work.then(
    () => 'settled' as const,
    () => 'settled' as const,
  );

/** Whichever comes first: `done`, or `ms` passing (the timer cleared either way). */
async function settledWithin(done: Promise<'settled'>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'waited'>((resolve) => (timer = setTimeout(resolve, ms, 'waited')));
  try {
    return (await Promise.race([done, waited])) === 'settled';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Answers 503 (with `Retry-After`) for a request still running after {@link PATIENCE_MS} when the store then does
 * not answer within {@link PROBE_MS} — down, or hung — so no caller waits much over 1.5 s for an outage reply. A
 * request that is merely slow while the store answers runs on, the store asked again every {@link PATIENCE_MS}:
 * a loaded machine gives slow answers, not spurious 503s. The request given up on carries on in the background
 * (its writes are idempotent by id, so the client's retry neither loses nor doubles them); its reply is dropped.
 */
export function storeDeadline({
  storeAnswers,
  patienceMs = PATIENCE_MS,
  probeMs = PROBE_MS,
  onGiveUp,
}: StoreDeadlineOptions): MiddlewareHandler {
  // One question at a time: requests reaching their deadline together share its answer.
  let asking: Promise<boolean> | undefined;
  const ask = () =>
    (asking ??= Promise.race([
      storeAnswers(probeMs).catch(() => false),
      new Promise<false>((resolve) => setTimeout(resolve, probeMs, false)),
    ]).finally(() => (asking = undefined)));
  return async (c, next) => {
    const started = performance.now();
    const work = next();
    const done = settled(work);
    for (;;) {
      if (await settledWithin(done, patienceMs)) return await work;
      const answer = await Promise.race([done, ask()]);
      if (answer === 'settled') return await work;
      if (!answer) {
        onGiveUp?.(c.req.path, Math.round(performance.now() - started));
        return fail(c, 503, UNAVAILABLE_MESSAGE);
      }
    }
  };
}
