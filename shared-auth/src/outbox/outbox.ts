import type { AxiosRequestConfig } from 'axios';
import { sendRequest } from '../api/client.js';
import { online$ } from '../api/connectivity.js';
import { ApiRequestError, isCancel, toApiRequestError } from '../api/errors.js';
import { currentUserId, listenToOtherTabs, outbox$, reloadOutbox } from './state.js';
import {
  addPending,
  clearUser,
  dismissRefused,
  pendingOf,
  refuse,
  removePending,
  type PendingWrite,
} from './store.js';

export interface OutboxOptions {
  /** What the person did, in Hebrew ("הוצאה: קפה, ‎12 ₪"), shown while it waits and if it is refused. */
  label: string;
}

/** The write was kept on the device: it is sent when the API answers again. Not a failure for the person. */
export class WriteQueuedError extends ApiRequestError {
  readonly queued = true;
  constructor(readonly write: PendingWrite) {
    super('Saved on the device; it will be sent when the connection is back');
    this.name = 'WriteQueuedError';
  }
}

export const isWriteQueued = (error: unknown): error is WriteQueuedError => error instanceof WriteQueuedError;

/**
 * A failure that says nothing against the write, only that it did not arrive: no answer, a timeout, a 5xx, a
 * 408/429. Sending it again is harmless (see `PendingWrite.key`), so it waits.
 */
function mayWait(failure: ApiRequestError): boolean {
  const status = failure.status;
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/** `/outcomes/abc/status` → kind `/outcomes`, id `abc`; a create's id is its body's record id. */
function describe(config: AxiosRequestConfig, options: OutboxOptions, userId: string): PendingWrite {
  const url = config.url ?? '';
  const [, collection = '', pathId] = url.split('/');
  const body = config.data as Record<string, { id?: unknown } | undefined> | undefined;
  const bodyId = body && Object.values(body).find((part) => typeof part?.id === 'string')?.id;
  const recordId = pathId ?? (typeof bodyId === 'string' ? bodyId : undefined);
  const method = (config.method ?? 'POST').toUpperCase() as PendingWrite['method'];
  return {
    key: `${method} ${url}${recordId && !pathId ? `#${recordId}` : ''}`,
    userId,
    method,
    url,
    params: config.params as Record<string, unknown> | undefined,
    data: config.data,
    label: options.label,
    kind: `/${collection}`,
    recordId,
    createdAt: Date.now(),
  };
}

async function queue(write: PendingWrite): Promise<never> {
  write.seq = await addPending(write);
  await reloadOutbox(true);
  scheduleFlush();
  throw new WriteQueuedError(write);
}

/** Sends a write now, or keeps it when the API is out of reach, or behind writes already waiting (order holds). */
export async function sendOrQueue<T>(config: AxiosRequestConfig, options: OutboxOptions): Promise<T> {
  const userId = currentUserId();
  if (!userId) return sendRequest<T>(config);
  const write = describe(config, options, userId);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (offline || (await pendingOf(userId)).length > 0) return queue(write);
  try {
    return await sendRequest<T>(config);
  } catch (error) {
    const failure = toApiRequestError(error);
    if (isCancel(error) || !mayWait(failure)) throw failure;
    return queue(write);
  }
}

/** Waits between attempts while writes wait: from 2 s by ×1.5 up to 30 s; any answer from the API cuts it short. */
export const FLUSH_BACKOFF = { firstMs: 2000, factor: 1.5, maxMs: 30_000 } as const;
let retryDelay: number = FLUSH_BACKOFF.firstMs;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let flushing: Promise<void> | undefined;

function scheduleFlush(delay = 0): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flushOutbox(), delay);
}

/** One tab sends at a time (a Web Lock; a tab that finds it taken leaves the work to the holder). */
function asLeader(work: () => Promise<void>): Promise<void> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return work();
  return locks
    .request('kaspit-outbox', { ifAvailable: true }, (lock) => (lock ? work() : null))
    .then(() => {});
}

/** Outcome of sending the oldest write: go on with the next, or stop and try again later. */
async function sendOldest(write: PendingWrite): Promise<'next' | 'later'> {
  try {
    await sendRequest({ method: write.method, url: write.url, params: write.params, data: write.data });
    await removePending(write.seq!);
    return 'next';
  } catch (error) {
    const failure = toApiRequestError(error);
    // The session could not be renewed: the write stays for this person's next sign-in.
    if (mayWait(failure) || failure.status === 401) return 'later';
    // A delete whose record is gone is done (a first attempt may have arrived without its answer).
    if (write.method === 'DELETE' && failure.status === 404) await removePending(write.seq!);
    else await refuse(write, failure.status ?? 0, failure.message);
    return 'next';
  }
}

let rerun: Promise<void> | undefined;

/**
 * Sends the waiting writes in order, each exactly once; stops at the first that cannot reach the API. Asked while
 * a run is under way (which may already have given up), it runs once more after it.
 */
export function flushOutbox(): Promise<void> {
  clearTimeout(retryTimer);
  if (flushing) {
    return (rerun ??= flushing.then(() => {
      rerun = undefined;
      return flushOutbox();
    }));
  }
  return (flushing = asLeader(async () => {
    for (;;) {
      const userId = currentUserId();
      const [oldest] = userId ? await pendingOf(userId) : [];
      if (!oldest) {
        retryDelay = FLUSH_BACKOFF.firstMs;
        break;
      }
      const outcome = await sendOldest(oldest);
      await reloadOutbox(true);
      if (outcome === 'later') {
        scheduleFlush(retryDelay);
        retryDelay = Math.min(retryDelay * FLUSH_BACKOFF.factor, FLUSH_BACKOFF.maxMs);
        break;
      }
    }
  })
    .catch((error: unknown) => console.warn('outbox: sending failed', error))
    .finally(() => {
      flushing = undefined;
    }));
}

let started = false;

/**
 * Reads the signed-in person's outbox and sends what waits: at start-up (a reload or a new tab), when the browser
 * is online again, when any request is answered, and when another tab leaves writes behind.
 */
export function startOutbox(): Promise<void> {
  if (!started && typeof window !== 'undefined') {
    started = true;
    window.addEventListener('online', () => void flushOutbox());
    online$.subscribe((up) => {
      if (up && outbox$.getValue().pending.length > 0) void flushOutbox();
    });
    listenToOtherTabs(() => {
      if (outbox$.getValue().pending.length > 0 && !flushing) scheduleFlush(retryDelay);
    });
  }
  return reloadOutbox().then(() => flushOutbox());
}

/** Forgets the signed-in person's waiting and refused writes (sign-out, once the person agreed). */
export async function discardOutbox(): Promise<void> {
  const userId = currentUserId();
  clearTimeout(retryTimer);
  if (userId) await clearUser(userId);
  await reloadOutbox(true);
}

/** The person has read why a write was refused. */
export async function dismissRefusedWrite(seq: number): Promise<void> {
  await dismissRefused(seq);
  await reloadOutbox(true);
}
