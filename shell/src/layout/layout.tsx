import { useEffect } from 'react';
import {
  getSharedAuthInstanceId,
  loadUserData,
  pendingLoads$,
  sessionExpired$,
  useSession,
  useSubject,
} from '@kaspit/shared-auth';
import { Navigate, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { areaOf, areas, remoteNames } from '../areas.js';
import { AccountMenu } from '../auth/auth-buttons.js';
import { LoadingOverlay } from '../feedback/loading-overlay.js';
import { ScrollToTop } from '../feedback/scroll-to-top.js';
import { Toasts } from '../feedback/toasts.js';
import { messages } from '../messages.js';
import { MainPage } from '../pages/main-page.js';
import { NotFound, Welcome } from '../pages/welcome.js';
import { RemoteArea } from './remote-area.js';

/** Routes for signed-in users only (spec §2); visitors are sent to `/`. */
export function isPrivatePath(pathname: string): boolean {
  return pathname === '/main' || areaOf(pathname) !== undefined;
}

function Page({ pathname, signedIn }: { pathname: string; signedIn: boolean }) {
  if (pathname === '/') return signedIn ? <Navigate to="/main" replace /> : <Welcome />;
  if (isPrivatePath(pathname) && !signedIn) return <Navigate to="/" replace />;
  if (pathname === '/main') return <MainPage />;
  if (!areaOf(pathname)) return <NotFound />;
  return null; // a remote's area: single-spa mounts it below
}

/** Header, navigation, toasts, the loading overlay and the main region with the guarded page or remote. */
export function Layout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { initialized, user } = useSession();
  const loading = useSubject(pendingLoads$) > 0;
  const area = user ? areaOf(pathname) : undefined;

  useEffect(() => {
    const subscription = sessionExpired$.subscribe(() => navigate('/', { replace: true }));
    return () => subscription.unsubscribe();
  }, [navigate]);

  useEffect(() => {
    if (user) void loadUserData({ pathname });
  }, [user, pathname]);

  return (
    <div
      className="shell-layout"
      data-testid="shell-layout"
      data-shared-auth-instance={getSharedAuthInstanceId()}
    >
      <ScrollToTop />
      <header className="shell-header">
        <NavLink to="/" className="shell-brand">
          {messages.appName}
        </NavLink>
        <span className="shell-tagline">{messages.tagline}</span>
        <AccountMenu />
      </header>
      <nav className="shell-nav" aria-label={messages.navigation}>
        <ul>
          {areas.map(({ route, label }) => (
            <li key={route}>
              <NavLink to={route}>{label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="shell-main">
        {initialized && <Page pathname={pathname} signedIn={Boolean(user)} />}
        {remoteNames.map((name) => (
          <RemoteArea key={name} name={name} active={area?.remote === name} label={area?.label} />
        ))}
      </main>
      <Toasts />
      {(!initialized || loading) && <LoadingOverlay />}
    </div>
  );
}
