import { consent$, pendingLoads$, userData$, useSubject } from '@kaspit/shared-auth';
import { CookieBanner, shouldShowBanner } from '../consent/cookie-banner.js';
import { LoadingOverlay } from '../feedback/loading-overlay.js';

// The consent banner and the loading overlay are decided by buses that change with every request: they listen
// here, so a load starting or ending re-renders these, not the page under them (a bus update renders
// synchronously, and the whole layout's re-render was a long task each time `/main` started its loads).

/** The loading overlay, while the session is read and while any load is pending. */
export function LoadingSlot({ initialized }: { initialized: boolean }) {
  const loading = useSubject(pendingLoads$, (pending) => pending > 0);
  return !initialized || loading ? <LoadingOverlay /> : null;
}

/** The cookie banner, when the consent rules call for it. */
export function ConsentBannerSlot({
  pathname,
  initialized,
  signedIn,
}: {
  pathname: string;
  initialized: boolean;
  signedIn: boolean;
}) {
  const loading = useSubject(pendingLoads$, (pending) => pending > 0);
  const consent = useSubject(consent$);
  const dataLoaded = useSubject(userData$, ({ status }) => status === 'ready' || status === 'error');
  const banner = shouldShowBanner({
    signedIn,
    userDataLoaded: dataLoaded,
    checked: consent.checked,
    bannerVisible: consent.bannerVisible,
    pathname,
    initialized,
    loading,
  });
  return banner ? <CookieBanner /> : null;
}
