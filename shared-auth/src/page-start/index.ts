/**
 * What a page's start script may know before the app (and rxjs) has loaded: whether a signed-in session is kept,
 * and the person's theme. Plain storage reads, no subscriptions, so the script stays a few hundred bytes.
 */
import {
  currentBillingMonth,
  DEFAULT_BILLING_CYCLE,
  fromSelectedDate,
  toSelectedDate,
  type SelectedDate,
} from '@kaspit/domain';
import { readItem, STORAGE_KEYS } from '../session/storage.js';
import { readStoredSession, type LocalUser } from '../session/stored-session.js';

/** The functional-storage key of the dark-mode preference. */
export const DARK_MODE_KEY = 'isDarkMode';

/** The user `initSession` will find: the stored user, with a token (a new tab has the refresh token only). */
export const storedUser = (): LocalUser | null => readStoredSession()?.user ?? null;

/** A signed-in person's user and tokens are in storage (the app will take them to their month). */
export const hasStoredSession = (): boolean => storedUser() !== null;

/** A stored month pick, validated; anything malformed counts as no pick. */
export function parseMonthPick(text: string | null): SelectedDate | null {
  try {
    const value = JSON.parse(text ?? 'null') as SelectedDate | null;
    return value ? toSelectedDate(fromSelectedDate(value)) : null;
  } catch {
    return null;
  }
}

/** The month the person picked, as the selected-date bus starts with it (storage read directly, as above). */
export const storedMonthPick = (): SelectedDate | null =>
  parseMonthPick(readItem('local', STORAGE_KEYS.selectedDate));

/**
 * The month (`YYYY-MM`) the selected-date bus starts with for the stored user: the stored pick, else the user's
 * current billing month; `picked` says which.
 */
export function storedStartingMonth(): { picked: boolean; month: string } {
  const pick = storedMonthPick();
  if (pick) return { picked: true, month: fromSelectedDate(pick) };
  return {
    picked: false,
    month: currentBillingMonth(storedUser()?.billingCyclePeriod ?? DEFAULT_BILLING_CYCLE),
  };
}

/**
 * The stored dark-mode preference. Reads storage directly: a refused functional category keeps the value out of
 * storage (consent storage holds it in memory), so what is here is what the app's consent storage would return.
 */
export const storedDarkMode = (): boolean => readItem('local', DARK_MODE_KEY) === 'true';
