import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Like `signInThroughApi`, but the user stored in the page is read back after the cookie consent was saved, so
 * the shell sees a user who already answered the banner. (The shared helper stores the user from the sign-in
 * reply, which has no consent yet; the shell then shows the banner over the bottom of the page.)
 */
export async function signInWithConsent(page: Page, request: APIRequestContext, email: string, name: string) {
  const idp = await request.post('/dev-idp/id-token', { data: { email, name } });
  const { id_token } = (await idp.json()) as { id_token: string };
  const res = await request.post('/api/auth/google-signin', { data: { googleToken: id_token } });
  const { data } = (await res.json()) as {
    data: { user: { id: string }; tokens: { accessToken: string; refreshToken: string } };
  };
  const headers = { authorization: `Bearer ${data.tokens.accessToken}` };
  const consent = await request.patch(`/api/users/${data.user.id}/cookies-consent`, {
    headers,
    data: { cookiesConsent: { essential: true, functional: true, analytics: true } },
  });
  const { userData } = ((await consent.json()) as { data: { userData: { id: string } } }).data;
  await page.addInitScript(
    ({ user, tokens }) => {
      if (sessionStorage.getItem('auth_token')) return; // keep what the app rotated since
      sessionStorage.setItem('auth_token', tokens.accessToken);
      sessionStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('refresh_token', tokens.refreshToken);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { user: userData, tokens: data.tokens },
  );
  return { ...userData, accessToken: data.tokens.accessToken };
}
