import { useEffect, useRef, type ReactElement } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { areaOf } from '../areas.js';
import { messages } from '../messages.js';
import { AnnouncementsPage } from '../pages/announcements-page.js';
import { ContactPage } from '../pages/contact-page.js';
import { MainPage } from '../pages/main-page.js';
import { PrivacyPolicy, TermsOfService } from '../pages/policy-pages.js';
import { NotFound, Welcome } from '../pages/welcome.js';

/** Routes for signed-in users only; visitors are sent to `/`. */
export function isPrivatePath(pathname: string): boolean {
  return pathname === '/main' || areaOf(pathname) !== undefined;
}

const publicPages: Record<string, () => ReactElement> = {
  '/privacy-policy': PrivacyPolicy,
  '/terms-of-service': TermsOfService,
  '/announcements': AnnouncementsPage,
  '/contact-us': ContactPage,
};

/**
 * Sends a visitor on a signed-in address to `/`, saying what they asked for. The redirect runs after the render
 * that found no session; a sign-out that chose its own destination in the meantime (the header's `/`, a deleted
 * account's `/?account=deleted`) has already moved the address, and that choice stands.
 */
function SendVisitorHome({ signInFor }: { signInFor: string }) {
  const navigate = useNavigate();
  const addressAtRender = useRef(window.location.href);
  useEffect(() => {
    if (window.location.href !== addressAtRender.current) return;
    void navigate('/', { replace: true, state: { signInFor } });
  }, [navigate, signInFor]);
  return null;
}

/** The shell's own page for `pathname`, or nothing where a remote's area shows instead. */
export function Page({ pathname, signedIn }: { pathname: string; signedIn: boolean }) {
  if (pathname === '/') return signedIn ? <Navigate to="/main" replace /> : <Welcome />;
  // A visitor who asks for a signed-in area is told on `/` why it needs signing in (the welcome notice).
  if (isPrivatePath(pathname) && !signedIn)
    return <SendVisitorHome signInFor={areaOf(pathname)?.label ?? messages.mainPage} />;
  if (pathname === '/main') return <MainPage />;
  const PublicPage = publicPages[pathname];
  if (PublicPage) return <PublicPage />;
  if (!areaOf(pathname)) return <NotFound />;
  return null;
}
