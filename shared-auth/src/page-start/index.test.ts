import { afterEach, describe, expect, it } from 'vitest';
import { DARK_MODE_KEY, hasStoredSession, storedDarkMode } from './index.js';

const user = JSON.stringify({ id: 'u1', email: 'a@example.com', displayName: 'א', photoURL: null });

describe('page-start', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sees a kept session only with the user and a token (a new tab has the refresh token)', () => {
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('user', user);
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('refresh_token', 'r');
    expect(hasStoredSession()).toBe(true);
  });

  it('reads the dark-mode preference the toggle stores', () => {
    expect(storedDarkMode()).toBe(false);
    localStorage.setItem(DARK_MODE_KEY, 'true');
    expect(storedDarkMode()).toBe(true);
    localStorage.setItem(DARK_MODE_KEY, 'false');
    expect(storedDarkMode()).toBe(false);
  });
});
