// What the benchmarks share: Chromium's flags, and a signed-in person put in the page's storage as the shell keeps one.

/** Debian's Chromium, headless-safe, with nothing of its own reaching the network during a measurement. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Signs a new person in through the development identity provider at `origin`, consent answered (no banner). */
export async function signedInSession(origin) {
  const post = (url, body, headers = {}) =>
    fetch(origin + url, {
      method: url.includes('consent') ? 'PATCH' : 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  const { id_token } = await post('/dev-idp/id-token', {
    email: `bench-${crypto.randomUUID()}@example.com`,
    name: 'מדידה',
  });
  const { data } = await post('/api/auth/google-signin', { googleToken: id_token });
  const consented = await post(
    `/api/users/${data.user.id}/cookies-consent`,
    { cookiesConsent: { essential: true, functional: true, analytics: true } },
    { authorization: `Bearer ${data.tokens.accessToken}` },
  );
  return { user: consented.data.userData, tokens: data.tokens };
}

/** In the page: keeps the session where the shell reads it at start. */
export function storeSession({ user, tokens }) {
  sessionStorage.setItem('auth_token', tokens.accessToken);
  sessionStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('refresh_token', tokens.refreshToken);
  localStorage.setItem('user', JSON.stringify(user));
}
