import axios, { AxiosError, type AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../api/client.js';
import { session$ } from '../buses/session.js';
import { toast$, type Toast } from '../notify/toasts.js';
import { completeSignIn, initSession, signOut, updateLocalUser } from './session.js';
import { STORAGE_KEYS } from './storage.js';
import { testUser } from '../testing.js';

// The page's axios client (created, as in the browser, with its first use).
const client = await apiClient();

const user = testUser({ id: 'u1', email: 'dana@example.com', displayName: 'דנה' });

function serve(handler: (url: string, body: unknown) => { status: number; data: unknown }) {
  const adapter: AxiosAdapter = async (config) => {
    const { status, data } = handler(
      config.url ?? '',
      config.data ? JSON.parse(String(config.data)) : undefined,
    );
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  client.defaults.adapter = adapter;
  axios.defaults.adapter = adapter;
}

function collectToasts() {
  const toasts: Toast[] = [];
  const subscription = toast$.subscribe((t) => toasts.push(t));
  return { toasts, stop: () => subscription.unsubscribe() };
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('session', () => {
  it('takes a re-read user with the same values as no change, and a changed one as news', () => {
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'r1');
    sessionStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    initSession();
    const seen: unknown[] = [];
    const subscription = session$.subscribe(({ user }) => seen.push(user));
    updateLocalUser({ ...user });
    updateLocalUser({ ...user, displayName: 'דנה כהן' });
    subscription.unsubscribe();
    expect(seen).toEqual([user, { ...user, displayName: 'דנה כהן' }]);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.user)!)).toEqual({
      ...user,
      displayName: 'דנה כהן',
    });
  });

  it('is signed in from stored user and tokens without a call, and initialised either way', () => {
    serve(() => {
      throw new Error('no call expected');
    });
    initSession();
    expect(session$.getValue()).toEqual({ initialized: true, user: null });
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'r1');
    sessionStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    initSession();
    expect(session$.getValue()).toEqual({ initialized: true, user });
  });

  it('exchanges the ID token, stores the session and says so in Hebrew', async () => {
    serve((url, body) => {
      expect(url).toBe('/auth/google-signin');
      expect(body).toEqual({ googleToken: 'id-token' });
      return {
        status: 200,
        data: {
          isSuccess: true,
          message: 'Signed in',
          data: { user, tokens: { accessToken: 'a', refreshToken: 'r', expiresIn: 900 } },
        },
      };
    });
    const { toasts, stop } = collectToasts();
    expect(await completeSignIn('id-token')).toEqual(user);
    stop();
    expect(session$.getValue().user).toEqual(user);
    expect(sessionStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r');
    expect(sessionStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a');
    expect(toasts.map((t) => [t.message, t.type, t.autoCloseTime])).toEqual([
      ['התחברת בהצלחה', 'success', 3000],
    ]);
  });

  it('clears everything and says nothing when the exchange fails', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    serve(() => ({ status: 401, data: { isSuccess: false, message: 'Sign-in failed' } }));
    const { toasts, stop } = collectToasts();
    expect(await completeSignIn('bad')).toBeNull();
    stop();
    expect(session$.getValue()).toEqual({ initialized: true, user: null });
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('signs out: revokes, clears storage and the user, and says so; a failure says so and still signs out', async () => {
    for (const [status, message] of [
      [200, 'התנתקת בהצלחה'],
      [500, 'אירעה שגיאה בעת ההתנתקות'],
    ] as const) {
      localStorage.setItem(STORAGE_KEYS.refreshToken, 'r1');
      localStorage.setItem(STORAGE_KEYS.tokenData, '{}');
      sessionStorage.setItem(STORAGE_KEYS.accessToken, 'a');
      session$.next({ initialized: true, user });
      let revoked: unknown;
      serve((url, body) => {
        revoked = body;
        return { status, data: { isSuccess: status === 200, message: 'x' } };
      });
      const { toasts, stop } = collectToasts();
      await signOut();
      stop();
      expect(revoked).toEqual({ refreshToken: 'r1' });
      expect(session$.getValue().user).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.tokenData)).toBeNull();
      expect(sessionStorage.length).toBe(0);
      expect(toasts.map((t) => t.message)).toEqual([message]);
    }
  });
});
