import { loadAxios } from './load-axios.js';
import { Subject } from 'rxjs';
import { clearStoredSession, storedRefreshToken, storeTokens } from '../session/stored-session.js';
import { isUnreachable, markOnline } from './connectivity.js';
import { ApiRequestError, REQUEST_TIMEOUT_MS, toApiRequestError } from './errors.js';

/**
 * Waits between refresh attempts while the service is out of reach or busy: from 1 s by a factor of 1.5 up to
 * 60 s (the back-off the product asks of every client of the service).
 */
export const REFRESH_BACKOFF = { firstMs: 1000, factor: 1.5, maxMs: 60_000 } as const;

/** Fires when the server refused the refresh token: the shell sends the browser to `/`. */
export const sessionExpired$ = new Subject<string>();

const LOCK = 'kaspit-token-refresh';
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('kaspit-auth');
let lastShared: { accessToken: string; at: number } | undefined;
channel?.addEventListener('message', (event: MessageEvent<{ accessToken?: string }>) => {
  if (event.data?.accessToken) {
    lastShared = { accessToken: event.data.accessToken, at: Date.now() };
    storeTokens({ accessToken: event.data.accessToken });
  }
});

let inFlight: Promise<string> | undefined;

async function callRefresh(): Promise<string> {
  const refreshToken = storedRefreshToken();
  if (!refreshToken) throw new ApiRequestError('No refresh token');
  const res = await (
    await loadAxios()
  ).post('/api/auth/refresh', { refreshToken }, { timeout: REQUEST_TIMEOUT_MS, validateStatus: () => true });
  const body = res.data as {
    isSuccess?: boolean;
    message?: string;
    data?: { tokens?: { accessToken: string; refreshToken: string; expiresIn: number } };
  };
  if (res.status >= 300 || !body?.isSuccess || !body.data?.tokens) {
    throw new ApiRequestError(body?.message || 'Token refresh failed', res.status);
  }
  storeTokens(body.data.tokens);
  channel?.postMessage({ accessToken: body.data.tokens.accessToken });
  return body.data.tokens.accessToken;
}

/** Holds the page-wide (Web Locks: browser-wide) refresh lock while `work` runs. */
function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? (locks.request(LOCK, work) as Promise<T>) : work();
}

/**
 * The server said no to the refresh token itself (401, or no token to send). Anything else — 429, a 5xx, no
 * answer — says nothing about the session: it is kept and the refresh is tried again.
 */
function isRejection(failure: ApiRequestError): boolean {
  if (failure.message === 'No refresh token') return true;
  return !(failure.status === 429 || isUnreachable(failure) || (failure.status ?? 0) >= 500);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A new access token from the refresh token, single-flight: concurrent 401s on this page share one call, and
 * tabs queue on a Web Lock — a tab that waited uses the token another tab just obtained instead of rotating
 * again. Only the server refusing the token clears the session and fires `sessionExpired$`; while the
 * service is out of reach or busy the person stays signed in, `online$` is false, and the refresh is retried
 * with back-off until it is answered.
 */
export function refreshAccessToken(): Promise<string> {
  const startedAt = Date.now();
  inFlight ??= withLock(async () => {
    for (let delay: number = REFRESH_BACKOFF.firstMs; ;) {
      if (lastShared && lastShared.at >= startedAt) return lastShared.accessToken;
      try {
        const token = await callRefresh();
        markOnline(true);
        return token;
      } catch (error) {
        const failure = toApiRequestError(error);
        if (isRejection(failure)) throw failure;
        markOnline(false);
        await sleep(delay);
        delay = Math.min(delay * REFRESH_BACKOFF.factor, REFRESH_BACKOFF.maxMs);
      }
    }
  })
    .catch((error: unknown) => {
      const failure = error instanceof ApiRequestError ? error : new ApiRequestError('Token refresh failed');
      clearStoredSession();
      sessionExpired$.next(failure.message);
      throw failure;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}
