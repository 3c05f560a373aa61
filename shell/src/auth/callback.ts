/** The message the `/auth/callback` popup posts to the window that opened it. */
export interface CallbackMessage {
  type: 'kaspit:id-token';
  idToken: string | null;
  state: string | null;
  error: string | null;
}

/**
 * Runs in the popup at `/auth/callback` (instead of the app): hands the ID token from the URL fragment to the
 * opener — same origin only — and closes.
 */
export function handleAuthCallback(): void {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const message: CallbackMessage = {
    type: 'kaspit:id-token',
    idToken: params.get('id_token'),
    state: params.get('state'),
    error: params.get('error'),
  };
  window.opener?.postMessage(message, window.location.origin);
  window.close();
}
