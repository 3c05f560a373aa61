import type { SignInConfigReply } from '@kaspit/api-contract';
import {
  apiCall,
  clearAllStorage,
  completeSignIn,
  rememberProviderPhoto,
  showToast,
  messages,
} from '@kaspit/shared-auth';
import { takeEarlySignInWindow } from '../early-input/store.js';
import type { CallbackMessage } from './callback.js';
import { openCentredPopup } from './popup-window.js';

export { PopupBlockedError } from './popup-window.js';

const randomToken = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The claims of a JWT, unverified: only to compare the nonce (the API verifies the signature). */
function claimsOf(idToken: string): { nonce?: string; picture?: string } {
  const payload = idToken.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as {
    nonce?: string;
  };
}

/** How long a closed popup's message may still be on its way (posted just before it closed, on a busy page). */
export const CLOSED_POPUP_GRACE_MS = 1000;

/**
 * Waits for the callback page's message, checking origin and state, and acknowledges it (the callback page closes
 * on that acknowledgement); rejects if the popup closes without one. The callback posts its message before it
 * closes, but on a busy page the check of `popup.closed` can run before that message is delivered, so a closed
 * popup gets a grace period before it counts as cancelled.
 */
export function waitForIdToken(popup: Window, state: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let closedAt: number | undefined;
    const onMessage = (event: MessageEvent<CallbackMessage>) => {
      if (event.origin !== window.location.origin || event.data?.type !== 'kaspit:id-token') return;
      cleanup();
      event.ports[0]?.postMessage('received');
      if (event.data.state !== state || !event.data.idToken)
        reject(new Error(event.data.error ?? 'sign-in state mismatch'));
      else resolve(event.data.idToken);
    };
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      closedAt ??= Date.now();
      if (Date.now() - closedAt < CLOSED_POPUP_GRACE_MS) return;
      cleanup();
      reject(new Error('sign-in popup closed'));
    }, 250);
    const cleanup = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
    };
    window.addEventListener('message', onMessage);
  });
}

/**
 * Sign-in: clears storage, opens a centred 500x600 popup at the identity provider (Google, or the
 * development provider) with `prompt=select_account`, checks `state` and `nonce`, and exchanges the ID token.
 */
export async function signInWithPopup(): Promise<boolean> {
  clearAllStorage();
  const state = randomToken();
  const nonce = randomToken();
  let popup: Window;
  try {
    // Opened before any await, so the browser still sees the click that asked for it; a click on the page before
    // the app loaded has opened it already (the replayed click is no longer the person's, and would be blocked).
    popup = takeEarlySignInWindow() ?? openCentredPopup('about:blank');
  } catch (error) {
    showToast(messages.popupBlocked, 'error', 3000);
    throw error;
  }
  const { signIn } = await apiCall<SignInConfigReply>({ url: '/auth/config' });
  const url = new URL(signIn.authorizeUrl, window.location.origin);
  url.search = new URLSearchParams({
    client_id: signIn.clientId,
    redirect_uri: `${window.location.origin}/auth/callback`,
    response_type: 'id_token',
    scope: signIn.scope,
    prompt: 'select_account',
    nonce,
    state,
  }).toString();
  popup.location.href = url.href;
  const idToken = await waitForIdToken(popup, state);
  const claims = claimsOf(idToken);
  if (claims.nonce !== nonce) throw new Error('sign-in nonce mismatch');
  rememberProviderPhoto(claims.picture ?? null);
  return (await completeSignIn(idToken)) !== null;
}
