/** Cookie categories: essential is always on; the other two follow the person's choice. */
export type ConsentCategory = 'essential' | 'functional' | 'analytics';

export interface CookiesConsent {
  essential: true;
  functional: boolean;
  analytics: boolean;
}

export const ALL_ON: CookiesConsent = { essential: true, functional: true, analytics: true };
export const ESSENTIAL_ONLY: CookiesConsent = { essential: true, functional: false, analytics: false };

/** Essential always; functional and analytics by consent; anything else is denied. */
export function isAllowed(category: string, consent: CookiesConsent): boolean {
  if (category === 'essential') return true;
  if (category === 'functional') return consent.functional;
  if (category === 'analytics') return consent.analytics;
  return false;
}

/** Keys the session cannot work without: sign-in tokens, the user, and the consent itself. */
const ESSENTIAL_KEYS = new Set([
  'auth_token',
  'refresh_token',
  'user',
  'tokenData',
  'authExpiry',
  'cookiesConsent',
]);

/** Preferences that move to memory when functional storage is refused. */
export const FUNCTIONAL_PREFERENCE_KEYS = [
  'isDarkMode',
  'selectedDate',
  'preferredStartDay',
  'preferredEndDay',
  'preferredEndMonth',
];
/** Session keys of the same kind. */
export const FUNCTIONAL_SESSION_KEYS = ['monthlyBankAccountBalance', 'userData'];
/** Local keys classed functional; every other non-essential local key is analytics. */
const FUNCTIONAL_LOCAL_KEYS = new Set([
  'userData',
  'monthlyBankAccountBalance',
  'selectedDate',
  ...FUNCTIONAL_PREFERENCE_KEYS,
]);
/** The AI page's cached answers: functional, and kept in memory only when functional storage is refused. */
export const AI_CACHE_PREFIX = 'ai_cache_';

export type StorageArea = 'local' | 'session';

/** Which category a key in an area belongs to. */
export function categoryOf(key: string, area: StorageArea): ConsentCategory {
  if (ESSENTIAL_KEYS.has(key)) return 'essential';
  if (key.startsWith(AI_CACHE_PREFIX)) return 'functional';
  if (area === 'local') return FUNCTIONAL_LOCAL_KEYS.has(key) ? 'functional' : 'analytics';
  if (FUNCTIONAL_SESSION_KEYS.includes(key) || FUNCTIONAL_PREFERENCE_KEYS.includes(key)) return 'functional';
  return /analytics/i.test(key) ? 'analytics' : 'functional';
}
