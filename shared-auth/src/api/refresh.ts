import axios from 'axios';
import { Subject } from 'rxjs';
import { clearStoredSession, storedRefreshToken, storeTokens } from '../session/stored-session.js';
import { ApiRequestError, REQUEST_TIMEOUT_MS } from './errors.js';

/** Fires when the session could not be renewed: the shell sends the browser to `/`. */
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
  const res = await axios.post(
    '/api/auth/refresh',
    { refreshToken },
    { timeout: REQUEST_TIMEOUT_MS, validateStatus: () => true },
  );
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
 * A new access token from the refresh token, single-flight: concurrent 401s on this page share one call, and
 * tabs queue on a Web Lock — a tab that waited uses the token another tab just obtained instead of rotating
 * again. On failure the session is cleared and `sessionExpired$` fires (spec §4).
 */
export function refreshAccessToken(): Promise<string> {
  const startedAt = Date.now();
  inFlight ??= withLock(async () => {
    if (lastShared && lastShared.at >= startedAt) return lastShared.accessToken;
    return callRefresh();
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
