import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { needsDevelopmentSignIn, uniqueEmail } from './test.js';

/**
 * Signs a person in through the development identity provider's test endpoint and the real API, then stores the
 * session in the page's storage the way the shell does — for tests about something other than the sign-in UI.
 * Without `email`, a person of the test's own (see `uniqueEmail`).
 */
export async function signInThroughApi(
  page: Page,
  request: APIRequestContext,
  email = uniqueEmail('e2e'),
  name = 'בודק',
  { consent = true }: { consent?: boolean } = {},
) {
  needsDevelopmentSignIn();
  const idp = await request.post('/dev-idp/id-token', { data: { email, name } });
  const { id_token } = (await idp.json()) as { id_token: string };
  const res = await signInLimited(() =>
    request.post('/api/auth/google-signin', { data: { googleToken: id_token } }),
  );
  if (!res.ok()) throw new Error(`sign-in as ${email} failed: ${res.status()} ${await res.text()}`);
  const { data } = (await res.json()) as {
    data: { user: { id: string }; tokens: { accessToken: string; refreshToken: string } };
  };
  // A person who already answered the cookie banner, unless the test is about the banner.
  let user = data.user;
  if (consent) {
    const res = await request.patch(`/api/users/${data.user.id}/cookies-consent`, {
      headers: { authorization: `Bearer ${data.tokens.accessToken}` },
      data: { cookiesConsent: { essential: true, functional: true, analytics: true } },
    });
    // Stored as the app would have it after answering: the saved consent is what keeps the banner closed.
    user = ((await res.json()) as { data: { userData: typeof user } }).data.userData;
  }
  await page.addInitScript(
    ({ user, tokens }) => {
      if (sessionStorage.getItem('auth_token')) return; // keep what the app rotated since
      sessionStorage.setItem('auth_token', tokens.accessToken);
      sessionStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('refresh_token', tokens.refreshToken);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { user, tokens: data.tokens },
  );
  return { ...user, accessToken: data.tokens.accessToken };
}

/**
 * Sign-in is limited per address (a minute's window); parallel workers signing a person in for every test can
 * reach it. A refused sign-in is sent again once the server's Retry-After has passed, as a client should.
 */
async function signInLimited(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const res = await send();
    if (res.status() !== 429 || attempt === 3) return res;
    const seconds = Number(res.headers()['retry-after'] ?? 5);
    await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 60) * 1000));
  }
}
