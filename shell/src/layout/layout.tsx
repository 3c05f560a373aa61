import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  getSharedAuthInstanceId,
  loadUserData,
  reopenConsentBanner,
  startOutbox,
  sessionExpired$,
  useSession,
} from '@kaspit/shared-auth';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { areaOf, areas, remoteNames } from '../areas.js';
import { visitorLinks } from './visitor-links.js';
import { AccountMenu } from '../auth/auth-buttons.js';
import { FocusHeadingOnNavigate } from '../feedback/focus-heading.js';
import { ConnectionStatus } from '../feedback/connection-status.js';
import { PendingWrites, RefusedWrites } from '../feedback/outbox-status.js';
import { UpdatePrompt } from '../feedback/update-prompt.js';
import { ScrollToTop } from '../feedback/scroll-to-top.js';
import { Toasts } from '../feedback/toasts.js';
import { DarkModeToggle } from '../header/dark-mode-toggle.js';
import { MonthPicker } from '../header/month-picker.js';
import { messages } from '../messages.js';
import { QuickAddButton, QuickAddHost } from '../quick-add/quick-add-button.js';
import { CardBoundary } from '../pages/card-boundary.js';
import { ConsentBannerSlot, LoadingSlot } from './overlays.js';
import { isPrivatePath, Page } from './page.js';
import { RemoteArea } from './remote-area.js';
import { revealActiveLink } from './reveal-active-link.js';
import { checkForUpdate, registerInTime } from '../service-worker/register.js';

export { isPrivatePath } from './page.js';

/** Header, navigation, toasts, consent, the loading overlay and the main region with the guarded page or remote. */
export function Layout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { initialized, user } = useSession();
  const area = user ? areaOf(pathname) : undefined;
  const nav = useRef<HTMLElement>(null);
  const layout = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLElement>(null);

  // Hydration keeps the attributes of the HTML it adopts: the instance baked into /main's frame is replaced
  // with the live one here (the browser tests read it to know the app has taken the page over).
  useLayoutEffect(() => {
    layout.current?.setAttribute('data-shared-auth-instance', getSharedAuthInstanceId());
  }, []);

  useEffect(() => {
    if (nav.current) revealActiveLink(nav.current);
  }, [pathname]);

  useEffect(() => {
    // An ended session leaves a signed-in address for `/`; a person already on a public page stays, with whatever
    // that page says (a deleted account's notice is router state, which a redirect to `/` would wipe).
    const subscription = sessionExpired$.subscribe(() => {
      if (isPrivatePath(window.location.pathname)) void navigate('/', { replace: true });
    });
    const reopen = () => reopenConsentBanner();
    window.addEventListener('kaspit:open-cookie-settings', reopen);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('kaspit:open-cookie-settings', reopen);
    };
  }, [navigate]);

  useEffect(() => {
    if (user) void loadUserData({ pathname });
  }, [user, pathname]);

  // Writes kept on the device (a reload, a new tab, another tab's) are read and sent once someone is signed in.
  useEffect(() => {
    if (user) void startOutbox();
  }, [user]);

  useEffect(() => registerInTime(), []);

  // single-spa and the remotes' manifests come with the first remote route a signed-in person opens.
  useEffect(() => {
    if (area) void import('../remotes/start.js').then((remotes) => remotes.startRemotes());
  }, [area]);

  // Moving to another area asks whether a new version was deployed, so a tab left open learns of it.
  useEffect(() => checkForUpdate(), [area]);

  return (
    <div
      ref={layout}
      className="shell-layout"
      data-testid="shell-layout"
      data-shared-auth-instance={getSharedAuthInstanceId()}
    >
      <ScrollToTop />
      <FocusHeadingOnNavigate main={main} />
      {/* First in the tab order while it shows (it is fixed at the bottom), so answering it takes a Tab or two. */}
      <ConsentBannerSlot pathname={pathname} initialized={initialized} signedIn={Boolean(user)} />
      <a href="#main-content" className="shell-skip">
        {messages.skipToContent}
      </a>
      <header className="shell-header">
        <NavLink to="/" className="shell-brand">
          {messages.appName}
        </NavLink>
        <span className="shell-tagline">{messages.tagline}</span>
        {user && <MonthPicker />}
        {user && <QuickAddButton place="header" />}
        {user && <PendingWrites />}
        <DarkModeToggle />
        <AccountMenu />
        <UpdatePrompt />
        {user && <RefusedWrites />}
        {/* Last: while a service answers its health route but refuses a write, this line comes and goes with each
            try, and nothing under it moves from under a finger (the new version's button, a refused write's). */}
        <ConnectionStatus />
      </header>
      <nav className="shell-nav" aria-label={messages.navigation} ref={nav}>
        {/* A visitor sees only what a visitor can open; the areas come with signing in. */}
        <ul>
          {(user ? areas : visitorLinks).map(({ route, label }) => (
            <li key={route}>
              <NavLink to={route} end={route === '/'}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="shell-main" id="main-content" tabIndex={-1} ref={main}>
        {initialized && (
          <CardBoundary key={pathname}>
            <Page pathname={pathname} signedIn={Boolean(user)} />
          </CardBoundary>
        )}
        {remoteNames.map((name) => (
          <RemoteArea key={name} name={name} active={area?.remote === name} label={area?.label} />
        ))}
      </main>
      <footer className="shell-footer">
        <NavLink to="/privacy-policy">{messages.footerPrivacy}</NavLink>
        <NavLink to="/terms-of-service">{messages.footerTerms}</NavLink>
        <NavLink to="/announcements">{messages.footerAnnouncements}</NavLink>
        <NavLink to="/contact-us">{messages.footerContact}</NavLink>
      </footer>
      <QuickAddHost />
      <Toasts />
      <LoadingSlot initialized={initialized} />
    </div>
  );
}
