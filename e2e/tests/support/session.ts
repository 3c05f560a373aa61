import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Signs a person in through the development identity provider's test endpoint and the real API, then stores the
 * session in the page's storage the way the shell does — for tests about something other than the sign-in UI.
 */
export async function signInThroughApi(
  page: Page,
  request: APIRequestContext,
  email = 'e2e@example.com',
  name = 'בודק',
  { consent = true }: { consent?: boolean } = {},
) {
  const idp = await request.post('/dev-idp/id-token', { data: { email, name } });
  const { id_token } = (await idp.json()) as { id_token: string };
  const res = await request.post('/api/auth/google-signin', { data: { googleToken: id_token } });
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
