import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
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

/** The shell's own page for `pathname`, or nothing where a remote's area shows instead. */
export function Page({ pathname, signedIn }: { pathname: string; signedIn: boolean }) {
  if (pathname === '/') return signedIn ? <Navigate to="/main" replace /> : <Welcome />;
  // A visitor who asks for a signed-in area is told on `/` why it needs signing in (the welcome notice).
  if (isPrivatePath(pathname) && !signedIn)
    return <Navigate to="/" replace state={{ signInFor: areaOf(pathname)?.label ?? messages.mainPage }} />;
  if (pathname === '/main') return <MainPage />;
  const PublicPage = publicPages[pathname];
  if (PublicPage) return <PublicPage />;
  if (!areaOf(pathname)) return <NotFound />;
  return null;
}
