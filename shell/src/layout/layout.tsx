import { getSharedAuthInstanceId } from '@kaspit/shared-auth';
import { NavLink, useLocation } from 'react-router-dom';
import { areaOf, areas, remoteNames } from '../areas.js';
import { messages } from '../messages.js';
import { RemoteArea } from './remote-area.js';

function Welcome() {
  return (
    <section className="shell-page">
      <h1>{messages.welcomeTitle}</h1>
      <p>{messages.welcomeBody}</p>
    </section>
  );
}

function NotFound() {
  return (
    <section className="shell-page">
      <h1>{messages.notFoundTitle}</h1>
      <p>{messages.notFoundBody}</p>
    </section>
  );
}

/** Header, navigation to every area, and the main region where the welcome page or a remote shows. */
export function Layout() {
  const { pathname } = useLocation();
  const area = areaOf(pathname);
  return (
    <div
      className="shell-layout"
      data-testid="shell-layout"
      data-shared-auth-instance={getSharedAuthInstanceId()}
    >
      <header className="shell-header">
        <NavLink to="/" className="shell-brand">
          {messages.appName}
        </NavLink>
        <span className="shell-tagline">{messages.tagline}</span>
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
        {pathname === '/' && <Welcome />}
        {pathname !== '/' && !area && <NotFound />}
        {remoteNames.map((name) => (
          <RemoteArea key={name} name={name} active={area?.remote === name} label={area?.label} />
        ))}
      </main>
    </div>
  );
}
