import type { SignInReply } from '@kaspit/api-contract';
import { loadAxios } from '../api/load-axios.js';
import { session$ } from '../buses/session.js';
import { apiCall } from '../api/api-call.js';
import { REQUEST_TIMEOUT_MS } from '../api/errors.js';
import { sessionExpired$ } from '../api/refresh.js';
import { messages } from '../messages.js';
import { discardOutbox } from '../outbox/outbox.js';
import { clearOfflineReplies } from '../api/offline-cache.js';
import { showToast } from '../notify/toasts.js';
import {
  clearStoredSession,
  readStoredSession,
  storedRefreshToken,
  storeTokens,
  storeUser,
  type LocalUser,
} from './stored-session.js';

/** Start-up: a stored user with tokens is signed in without a call; either way `initialized` turns true. */
export function initSession(): void {
  const stored = readStoredSession();
  session$.next({ initialized: true, user: stored?.user ?? null });
}

/**
 * Exchanges the identity provider's ID token for our session. Success stores the user and tokens and says so;
 * failure clears everything and says nothing.
 */
export async function completeSignIn(idToken: string): Promise<LocalUser | null> {
  try {
    const data = await apiCall<SignInReply>({
      method: 'POST',
      url: '/auth/google-signin',
      data: { googleToken: idToken },
    });
    storeTokens(data.tokens);
    storeUser(data.user);
    session$.next({ initialized: true, user: data.user });
    showToast(messages.signInSuccess, 'success', 3000);
    return data.user;
  } catch (error) {
    console.warn('sign-in exchange failed', error);
    clearStoredSession();
    session$.next({ initialized: true, user: null });
    return null;
  }
}

/** Keeps the local user record in step after a profile change. */
export function updateLocalUser(user: LocalUser): void {
  storeUser(user);
  const state = session$.getValue();
  // Every data load re-reads the user from the API: the same values are no news, and a new session value
  // re-renders every page part that reads the session, synchronously.
  if (state.user && JSON.stringify(state.user) === JSON.stringify(user)) return;
  session$.next({ ...state, user });
}

/**
 * Sign-out: revokes the refresh token family, clears storage, the outbox (a shared phone: the caller asks
 * the person first when writes wait) and the user, then tells the person. Resolves either way — the caller always
 * goes to `/`.
 */
export async function signOut(): Promise<boolean> {
  const refreshToken = storedRefreshToken();
  await discardOutbox().catch((error: unknown) => console.warn('outbox not cleared', error));
  await clearOfflineReplies().catch((error: unknown) => console.warn('offline replies not cleared', error));
  let succeeded = true;
  try {
    if (refreshToken) {
      await (await loadAxios()).post('/api/auth/signout', { refreshToken }, { timeout: REQUEST_TIMEOUT_MS });
    }
  } catch (error) {
    console.warn('sign-out failed', error);
    succeeded = false;
  }
  clearStoredSession();
  session$.next({ initialized: true, user: null });
  showToast(
    succeeded ? messages.signOutSuccess : messages.signOutFailure,
    succeeded ? 'success' : 'error',
    3000,
  );
  return succeeded;
}

// A refresh that failed has already cleared storage; the session follows.
sessionExpired$.subscribe(() => session$.next({ initialized: true, user: null }));
