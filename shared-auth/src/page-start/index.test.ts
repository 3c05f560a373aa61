import { afterEach, describe, expect, it } from 'vitest';
import { currentBillingMonth, DEFAULT_BILLING_CYCLE } from '@kaspit/domain';
import { DARK_MODE_KEY, hasStoredSession, storedDarkMode, storedStartingMonth } from './index.js';

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

  it("starts on the stored pick, else the stored user's current billing month, as the selected-date bus does", () => {
    expect(storedStartingMonth()).toEqual({
      picked: false,
      month: currentBillingMonth(DEFAULT_BILLING_CYCLE),
    });
    const cycle = { startDay: 10, endDay: 9, endMonth: 1 } as const;
    localStorage.setItem('user', JSON.stringify({ ...JSON.parse(user), billingCyclePeriod: cycle }));
    localStorage.setItem('refresh_token', 'r');
    expect(storedStartingMonth()).toEqual({ picked: false, month: currentBillingMonth(cycle) });
    localStorage.setItem('selectedDate', JSON.stringify({ year: 2025, month: 3 }));
    expect(storedStartingMonth()).toEqual({ picked: true, month: '2025-03' });
  });
});
