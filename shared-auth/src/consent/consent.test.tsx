import axios, { type AxiosAdapter } from 'axios';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../api/client.js';
import { session$ } from '../buses/session.js';
import { ALL_ON, categoryOf, ESSENTIAL_ONLY, isAllowed } from './categories.js';
import { consentStorage, heldInMemory, storageConsent$ } from './consent-storage.js';
import { CLOSED_BANNER_NOTE, checkConsent, consent$, resetConsent, updateConsent } from './consent-store.js';
import { CookiesProvider, useCookiesConsent } from './cookies-provider.js';
import { testUser } from '../testing.js';

// The page's axios client (created, as in the browser, with its first use).
const client = await apiClient();

const user = testUser({ id: 'u1', email: 'd@x', displayName: 'd' });

afterEach(() => {
  storageConsent$.next(ALL_ON);
  localStorage.clear();
  sessionStorage.clear();
  session$.next({ initialized: true, user: null });
  resetConsent();
});

describe('categories', () => {
  it('allows essential always, the others by consent, and denies unknown categories', () => {
    expect(isAllowed('essential', ESSENTIAL_ONLY)).toBe(true);
    expect(isAllowed('functional', ESSENTIAL_ONLY)).toBe(false);
    expect(isAllowed('analytics', { ...ESSENTIAL_ONLY, analytics: true })).toBe(true);
    expect(isAllowed('marketing', ALL_ON)).toBe(false);
  });

  it('classes keys as the spec says', () => {
    expect(categoryOf('refresh_token', 'local')).toBe('essential');
    for (const key of ['userData', 'monthlyBankAccountBalance', 'selectedDate', 'isDarkMode'])
      expect(categoryOf(key, 'local')).toBe('functional');
    expect(categoryOf('someCounter', 'local')).toBe('analytics');
    expect(categoryOf('ai_cache_abc', 'session')).toBe('functional');
    expect(categoryOf('page_analytics', 'session')).toBe('analytics');
  });
});

describe('consentStorage', () => {
  it('writes only when allowed, reads null when refused, and always removes', () => {
    storageConsent$.next(ESSENTIAL_ONLY);
    expect(consentStorage.setItem('isDarkMode', 'true')).toBe(false);
    expect(localStorage.getItem('isDarkMode')).toBeNull();
    expect(consentStorage.getItem('isDarkMode')).toBeNull();
    expect(consentStorage.setItem('refresh_token', 'r')).toBe(true);
    consentStorage.removeItem('refresh_token');
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it('moves functional keys and ai_cache_ entries to memory when functional is turned off, and back when on', () => {
    localStorage.setItem('isDarkMode', 'true');
    localStorage.setItem('selectedDate', '{"year":2026,"month":3}');
    sessionStorage.setItem('userData', '{}');
    sessionStorage.setItem('ai_cache_q1', 'answer');
    localStorage.setItem('auth_token_unrelated_analytics', 'x');
    storageConsent$.next({ essential: true, functional: false, analytics: true });
    expect(localStorage.getItem('isDarkMode')).toBeNull();
    expect(sessionStorage.getItem('ai_cache_q1')).toBeNull();
    expect(heldInMemory('local').sort()).toEqual(['isDarkMode', 'selectedDate']);
    expect(heldInMemory('session').sort()).toEqual(['ai_cache_q1', 'userData']);
    storageConsent$.next(ALL_ON);
    expect(localStorage.getItem('isDarkMode')).toBe('true');
    expect(sessionStorage.getItem('ai_cache_q1')).toBe('answer');
  });

  it('moves session keys that mention analytics when analytics is turned off', () => {
    sessionStorage.setItem('analyticsVisits', '3');
    storageConsent$.next({ essential: true, functional: true, analytics: false });
    expect(sessionStorage.getItem('analyticsVisits')).toBeNull();
    storageConsent$.next(ALL_ON);
    expect(sessionStorage.getItem('analyticsVisits')).toBe('3');
  });
});

describe('consent state', () => {
  it('takes the last saved entry as current with the banner hidden; with none assumes all on and shows it', () => {
    checkConsent({
      ...user,
      cookiesSubscription: [
        { essential: true, functional: true, analytics: true, updatedAt: '2026-01-01T00:00:00.000Z' },
        { essential: true, functional: false, analytics: true, updatedAt: '2026-01-02T00:00:00.000Z' },
      ],
    });
    expect(consent$.getValue()).toMatchObject({
      checked: true,
      bannerVisible: false,
      consent: { functional: false, analytics: true },
    });
    checkConsent({ ...user, cookiesSubscription: [] });
    expect(consent$.getValue()).toMatchObject({ checked: true, bannerVisible: true, consent: ALL_ON });
  });

  it('resets when no one is signed in after a check', () => {
    session$.next({ initialized: true, user: { ...user, cookiesSubscription: [] } });
    expect(consent$.getValue().checked).toBe(true);
    session$.next({ initialized: true, user: null });
    expect(consent$.getValue()).toMatchObject({ checked: false, loading: true });
  });

  it('needs a user id, stores the choice on the server and hides the banner', async () => {
    expect(await updateConsent({ functional: false, analytics: false })).toEqual({
      isSuccess: false,
      message: 'User ID is required',
    });
    let sent: unknown;
    const adapter: AxiosAdapter = async (config) => {
      sent = JSON.parse(String(config.data));
      return {
        data: {
          isSuccess: true,
          message: 'ok',
          data: { userData: { ...user, cookiesSubscription: [sent] } },
        },
        status: 200,
        statusText: '',
        headers: {},
        config,
      };
    };
    client.defaults.adapter = adapter;
    axios.defaults.adapter = adapter;
    session$.next({ initialized: true, user: { ...user, cookiesSubscription: [] } });
    expect((await updateConsent({ functional: true, analytics: true }, CLOSED_BANNER_NOTE)).isSuccess).toBe(
      true,
    );
    expect(sent).toEqual({ cookiesConsent: ALL_ON, notes: CLOSED_BANNER_NOTE });
    expect(consent$.getValue()).toMatchObject({ bannerVisible: false, checked: true });
  });

  it('returns a failure as isSuccess false with the default message', async () => {
    client.defaults.adapter = async () => {
      throw new Error('');
    };
    session$.next({ initialized: true, user: { ...user, cookiesSubscription: [] } });
    expect(await updateConsent({ functional: true, analytics: false })).toEqual({
      isSuccess: false,
      message: 'Failed to update cookies consent',
    });
  });
});

describe('useCookiesConsent', () => {
  function Probe() {
    return <span>{String(useCookiesConsent().isAllowed('essential'))}</span>;
  }
  it('works inside CookiesProvider and throws outside it', () => {
    render(
      <CookiesProvider>
        <Probe />
      </CookiesProvider>,
    );
    expect(screen.getByText('true')).toBeTruthy();
    expect(() => render(<Probe />)).toThrow('useCookiesConsent must be used within CookiesProvider');
  });
});
