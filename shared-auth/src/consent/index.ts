export {
  AI_CACHE_PREFIX,
  ALL_ON,
  ESSENTIAL_ONLY,
  categoryOf,
  isAllowed,
  type ConsentCategory,
  type CookiesConsent,
  type StorageArea,
} from './categories.js';
export { consentStorage, heldInMemory, storageConsent$ } from './consent-storage.js';
export {
  CLOSED_BANNER_NOTE,
  checkConsent,
  consent$,
  reopenConsentBanner,
  resetConsent,
  updateConsent,
  type ConsentState,
} from './consent-store.js';
export { CookiesProvider, useCookiesConsent, type CookiesConsentApi } from './cookies-provider.js';
