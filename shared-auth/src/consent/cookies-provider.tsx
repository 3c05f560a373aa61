import { createContext, useContext, type ReactNode } from 'react';
import { useSubject } from '../buses/hooks.js';
import { isAllowed, ALL_ON, ESSENTIAL_ONLY, type ConsentCategory } from './categories.js';
import { consentStorage } from './consent-storage.js';
import {
  CLOSED_BANNER_NOTE,
  consent$,
  reopenConsentBanner,
  updateConsent,
  type ConsentState,
} from './consent-store.js';

export interface CookiesConsentApi extends ConsentState {
  isAllowed(category: ConsentCategory | string): boolean;
  acceptAll(): ReturnType<typeof updateConsent>;
  essentialOnly(): ReturnType<typeof updateConsent>;
  customise(choice: { functional: boolean; analytics: boolean }): ReturnType<typeof updateConsent>;
  /** Closing the banner counts as accepting all, with a note saying so. */
  close(): ReturnType<typeof updateConsent>;
  reopen(): void;
  storage: typeof consentStorage;
}

const CookiesContext = createContext<CookiesConsentApi | null>(null);

/** Gives a React tree (the shell's, or a remote's own root) the page-wide consent state. */
export function CookiesProvider({ children }: { children: ReactNode }) {
  const state = useSubject(consent$);
  const api: CookiesConsentApi = {
    ...state,
    isAllowed: (category) => isAllowed(category, state.consent),
    acceptAll: () => updateConsent({ functional: ALL_ON.functional, analytics: ALL_ON.analytics }),
    essentialOnly: () =>
      updateConsent({ functional: ESSENTIAL_ONLY.functional, analytics: ESSENTIAL_ONLY.analytics }),
    customise: (choice) => updateConsent(choice),
    close: () => updateConsent({ functional: true, analytics: true }, CLOSED_BANNER_NOTE),
    reopen: reopenConsentBanner,
    storage: consentStorage,
  };
  return <CookiesContext.Provider value={api}>{children}</CookiesContext.Provider>;
}

export function useCookiesConsent(): CookiesConsentApi {
  const api = useContext(CookiesContext);
  if (!api) throw new Error('useCookiesConsent must be used within CookiesProvider');
  return api;
}
