/**
 * What a page's start script may know before the app (and rxjs) has loaded: whether a signed-in session is kept,
 * and the person's theme. Plain storage reads, no subscriptions, so the script stays a few hundred bytes.
 */
import { readItem } from '../session/storage.js';
import { readStoredSession } from '../session/stored-session.js';

/** The functional-storage key of the dark-mode preference (spec §4). */
export const DARK_MODE_KEY = 'isDarkMode';

/** A signed-in person's user and tokens are in storage (the app will take them to their month). */
export const hasStoredSession = (): boolean => readStoredSession() !== null;

/**
 * The stored dark-mode preference. Reads storage directly: a refused functional category keeps the value out of
 * storage (consent storage holds it in memory), so what is here is what the app's consent storage would return.
 */
export const storedDarkMode = (): boolean => readItem('local', DARK_MODE_KEY) === 'true';
