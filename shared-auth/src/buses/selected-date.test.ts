import { afterEach, describe, expect, it } from 'vitest';
import { currentBillingMonth, toSelectedDate } from '@kaspit/domain';
import { ALL_ON, ESSENTIAL_ONLY } from '../consent/categories.js';
import { storageConsent$ } from '../consent/consent-storage.js';
import { darkMode$, setDarkMode, toggleDarkMode } from '../theme/dark-mode.js';
import {
  followBillingCycle,
  isMonthPicked,
  pickMonth,
  resetSelectedDate,
  selectedDate$,
} from './selected-date.js';
import { session$ } from './session.js';
import { testUser } from '../testing.js';

const cycle10 = { startDay: 10, endDay: 9, endMonth: 1 as const };

afterEach(() => {
  resetSelectedDate();
  storageConsent$.next(ALL_ON);
  localStorage.clear();
  setDarkMode(false);
});

describe('selected month', () => {
  it("follows the user's billing cycle until a month is picked, keeps and stores the pick until reset", () => {
    followBillingCycle(cycle10);
    expect(selectedDate$.getValue()).toEqual(toSelectedDate(currentBillingMonth(cycle10)));
    pickMonth({ year: 2025, month: 7 });
    followBillingCycle({ startDay: 1, endDay: 31, endMonth: 0 });
    expect(selectedDate$.getValue()).toEqual({ year: 2025, month: 7 });
    expect(JSON.parse(localStorage.getItem('selectedDate')!)).toEqual({ year: 2025, month: 7 });
    expect(isMonthPicked()).toBe(true);
    resetSelectedDate(cycle10);
    expect(isMonthPicked()).toBe(false);
    expect(localStorage.getItem('selectedDate')).toBeNull();
    expect(selectedDate$.getValue()).toEqual(toSelectedDate(currentBillingMonth(cycle10)));
  });

  it('refuses an impossible month and forgets the pick on sign-out', () => {
    expect(() => pickMonth({ year: 2025, month: 13 })).toThrow();
    pickMonth({ year: 2024, month: 1 });
    session$.next({ initialized: true, user: testUser({ id: 'u', email: 'e', displayName: 'd' }) });
    session$.next({ initialized: true, user: null });
    expect(isMonthPicked()).toBe(false);
  });
});

describe('dark mode', () => {
  it('toggles the root class and persists only while functional storage is allowed', () => {
    toggleDarkMode();
    expect(darkMode$.getValue()).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('isDarkMode')).toBe('true');
    storageConsent$.next(ESSENTIAL_ONLY);
    setDarkMode(false);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('isDarkMode')).toBeNull();
    storageConsent$.next(ALL_ON);
    expect(localStorage.getItem('isDarkMode')).toBe('false');
  });
});

describe('selected month at start-up', () => {
  it('keeps a stored pick through the signed-out state before the session is read', async () => {
    localStorage.setItem('selectedDate', JSON.stringify({ year: 2024, month: 5 }));
    const { vi } = await import('vitest');
    vi.resetModules();
    const fresh = await import('./selected-date.js');
    expect(fresh.selectedDate$.getValue()).toEqual({ year: 2024, month: 5 });
    expect(fresh.isMonthPicked()).toBe(true);
  });
});
