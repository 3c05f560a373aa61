import { BehaviorSubject } from 'rxjs';
import type { UserDataReply } from '@kaspit/api-contract';
import { apiCall } from '../api/api-call.js';
import { session$ } from '../buses/session.js';
import { updateLocalUser } from '../session/session.js';
import type { LocalUser } from '../session/stored-session.js';
import { ALL_ON, type CookiesConsent } from './categories.js';
import { consentStorage, storageConsent$ } from './consent-storage.js';

export interface ConsentState {
  loading: boolean;
  /** True once the signed-in user's saved consent (or its absence) has been looked at. */
  checked: boolean;
  consent: CookiesConsent;
  bannerVisible: boolean;
}

const initial: ConsentState = { loading: true, checked: false, consent: ALL_ON, bannerVisible: false };

/** The cookie-consent state machine the product asks for. */
export const consent$ = new BehaviorSubject<ConsentState>(initial);

export const CLOSED_BANNER_NOTE = 'The user closed the cookie settings window';

/** A saved subscription's last entry becomes current and the banner stays hidden; none means all on, banner shown. */
export function checkConsent(user: LocalUser): void {
  try {
    const saved = user.cookiesSubscription;
    const last = saved?.at(-1);
    consent$.next(
      last
        ? {
            loading: false,
            checked: true,
            bannerVisible: false,
            consent: {
              essential: true,
              functional: Boolean(last.functional),
              analytics: Boolean(last.analytics),
            },
          }
        : { loading: false, checked: true, bannerVisible: true, consent: ALL_ON },
    );
  } catch {
    consent$.next({ ...consent$.getValue(), loading: false, checked: true, bannerVisible: true });
  }
}

/** Back to unchecked and loading: no one is signed in. */
export function resetConsent(): void {
  consent$.next(initial);
}

/**
 * Stores a choice for the signed-in user (`PATCH /users/:id/cookies-consent`) and closes the banner. Failures are
 * returned as `{ isSuccess: false, message }`, never thrown.
 */
export async function updateConsent(
  choice: { functional: boolean; analytics: boolean },
  notes?: string,
): Promise<{ isSuccess: boolean; message: string }> {
  const user = session$.getValue().user;
  if (!user?.id) return { isSuccess: false, message: 'User ID is required' };
  const consent: CookiesConsent = { essential: true, ...choice };
  try {
    const data = await apiCall<UserDataReply>({
      method: 'PATCH',
      url: `/users/${user.id}/cookies-consent`,
      data: { cookiesConsent: consent, ...(notes ? { notes } : {}) },
    });
    updateLocalUser(data.userData);
    consent$.next({ loading: false, checked: true, bannerVisible: false, consent });
    consentStorage.setItem('cookiesConsent', JSON.stringify(consent));
    return { isSuccess: true, message: 'ok' };
  } catch (error) {
    return { isSuccess: false, message: (error as Error).message || 'Failed to update cookies consent' };
  }
}

/** Opens the banner again (the personal area's "cookie preferences"). */
export function reopenConsentBanner(): void {
  consent$.next({ ...consent$.getValue(), bannerVisible: true });
}

consent$.subscribe(({ consent }) => storageConsent$.next(consent));

session$.subscribe(({ user }) => {
  const { checked } = consent$.getValue();
  if (user && !checked) checkConsent(user);
  else if (!user && checked) resetConsent();
});
