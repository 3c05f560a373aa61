import { useLayoutEffect, useRef, useState } from 'react';
import { showToast, useCookiesConsent } from '@kaspit/shared-auth';
import { Link } from 'react-router-dom';
import { consentMessages as m } from './messages.js';

/** The consent bottom sheet; the layout decides when it may show. */
export function CookieBanner() {
  const consent = useCookiesConsent();
  const [customising, setCustomising] = useState(false);
  const [functional, setFunctional] = useState(consent.consent.functional);
  const [analytics, setAnalytics] = useState(consent.consent.analytics);
  const [busy, setBusy] = useState(false);
  const banner = useRef<HTMLElement>(null);
  useReservedSpace(banner);

  const run = async (choice: () => Promise<{ isSuccess: boolean }>) => {
    setBusy(true);
    const result = await choice();
    setBusy(false);
    if (!result.isSuccess) showToast(m.failed, 'error');
  };

  return (
    <section
      ref={banner}
      className="shell-consent"
      role="dialog"
      aria-modal="false"
      aria-labelledby="shell-consent-title"
      data-testid="cookie-banner"
    >
      <h2 id="shell-consent-title">{m.title}</h2>
      {!customising ? (
        <>
          <p>
            {m.body} <Link to="/privacy-policy">{m.privacyLink}</Link>
          </p>
          <div className="shell-consent__actions">
            <button
              type="button"
              className="shell-button shell-button--primary"
              disabled={busy}
              onClick={() => void run(consent.acceptAll)}
            >
              {m.acceptAll}
            </button>
            <button
              type="button"
              className="shell-button"
              disabled={busy}
              onClick={() => void run(consent.essentialOnly)}
            >
              {m.essentialOnly}
            </button>
            <button
              type="button"
              className="shell-button"
              disabled={busy}
              onClick={() => setCustomising(true)}
            >
              {m.customise}
            </button>
          </div>
        </>
      ) : (
        <>
          <fieldset className="shell-consent__categories">
            <label>
              <input type="checkbox" checked disabled /> <strong>{m.essential}</strong> — {m.essentialHint}
            </label>
            <label>
              <input type="checkbox" checked={functional} onChange={(e) => setFunctional(e.target.checked)} />{' '}
              <strong>{m.functional}</strong> — {m.functionalHint}
            </label>
            <label>
              <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />{' '}
              <strong>{m.analytics}</strong> — {m.analyticsHint}
            </label>
          </fieldset>
          <div className="shell-consent__actions">
            <button
              type="button"
              className="shell-button shell-button--primary"
              disabled={busy}
              onClick={() => void run(() => consent.customise({ functional, analytics }))}
            >
              {m.save}
            </button>
            <button
              type="button"
              className="shell-button"
              disabled={busy}
              onClick={() => setCustomising(false)}
            >
              {m.back}
            </button>
          </div>
        </>
      )}
      {/* Shown in the corner, but last in the tab order: the choices come first. */}
      <button
        type="button"
        className="shell-consent__close"
        aria-label={m.close}
        disabled={busy}
        onClick={() => void run(consent.close)}
      >
        ×
      </button>
    </section>
  );
}

/** The CSS variable holding the banner's height while it shows (0 otherwise). */
const CONSENT_SPACE = '--kaspit-consent-space';

/**
 * Publishes the banner's height on the root element while it shows, so the page leaves that much room at its end
 * (nothing stays hidden under it), scrolling into view stops above it, and toasts stack above it.
 */
function useReservedSpace(banner: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(CONSENT_SPACE, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(CONSENT_SPACE);
    };
  }, [banner]);
}

const HIDDEN_ON = new Set(['/privacy-policy', '/terms-of-service']);

/** Signed in, user data loaded, consent checked, not on the policy pages, app initialised and idle. */
export function shouldShowBanner(s: {
  signedIn: boolean;
  userDataLoaded: boolean;
  checked: boolean;
  bannerVisible: boolean;
  pathname: string;
  initialized: boolean;
  loading: boolean;
}): boolean {
  return (
    s.signedIn &&
    s.userDataLoaded &&
    s.checked &&
    s.bannerVisible &&
    !HIDDEN_ON.has(s.pathname) &&
    s.initialized &&
    !s.loading
  );
}
