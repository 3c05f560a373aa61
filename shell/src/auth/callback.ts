/** The message the `/auth/callback` popup posts to the window that opened it. */
export interface CallbackMessage {
  type: 'kaspit:id-token';
  idToken: string | null;
  state: string | null;
  error: string | null;
}

/** How long the popup waits for the opener to acknowledge before closing anyway (the opener may be gone). */
export const CALLBACK_CLOSE_FALLBACK_MS = 10_000;

/**
 * Runs in the popup at `/auth/callback` (instead of the app): hands the ID token from the URL fragment to the
 * opener — same origin only — and closes once the opener says it has it, so the opener never sees the popup
 * closed before its message (a busy opener may run its closed-popup check first).
 */
export function handleAuthCallback(): void {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const message: CallbackMessage = {
    type: 'kaspit:id-token',
    idToken: params.get('id_token'),
    state: params.get('state'),
    error: params.get('error'),
  };
  const opener = window.opener as Window | null;
  if (!opener) {
    window.close();
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => window.close();
  opener.postMessage(message, window.location.origin, [channel.port2]);
  window.setTimeout(() => window.close(), CALLBACK_CLOSE_FALLBACK_MS);
}
