import { useEffect, useState, type ReactNode } from 'react';
import { fromSelectedDate } from '@kaspit/domain';
import { useSelectedDate } from '../buses/hooks.js';
import { getSharedAuthInstanceId } from '../buses/instance.js';
import { ServerStateProvider } from '../server-state/provider.js';
import { SHARED_AUTH_VERSION } from '../version/index.js';

export interface RemoteRootProps {
  /** The remote's package folder, e.g. `mfe-budgets`. */
  name: string;
  /** The Hebrew heading for each route the remote owns. */
  headings: Record<string, string>;
  /** The React the remote itself imported, compared with the shell's to prove one React on the page. */
  react: unknown;
  children?: (route: string) => ReactNode;
}

declare global {
  var __KASPIT_REACT__: unknown;
}

/** The route among `routes` that `pathname` is in (`/records/123` is in `/records`). */
export function routeOf(pathname: string, routes: string[]): string | undefined {
  return routes.find((route) => pathname === route || pathname.startsWith(`${route}/`));
}

function usePathname(): string {
  const [pathname, setPathname] = useState(() => window.location.pathname);
  useEffect(() => {
    const update = () => setPathname(window.location.pathname);
    window.addEventListener('single-spa:routing-event', update);
    window.addEventListener('popstate', update);
    // The path may have changed between the render and this effect; catch up now.
    update();
    return () => {
      window.removeEventListener('single-spa:routing-event', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return pathname;
}

/**
 * The root element every remote renders: its test id, the shared-auth instance (and version) it runs on, and its
 * heading.
 */
export function RemoteRoot({ name, headings, react, children }: RemoteRootProps) {
  const route = routeOf(usePathname(), Object.keys(headings)) ?? Object.keys(headings)[0]!;
  const month = fromSelectedDate(useSelectedDate());
  return (
    <section
      className={`kaspit-remote kaspit-remote--${name}`}
      data-testid={`remote-${name}`}
      data-shared-auth-instance={getSharedAuthInstanceId()}
      data-shared-auth-version={SHARED_AUTH_VERSION}
      data-same-react={String(react !== undefined && react === globalThis.__KASPIT_REACT__)}
      data-selected-month={month}
    >
      <h1>{headings[route]}</h1>
      <ServerStateProvider>{children?.(route)}</ServerStateProvider>
    </section>
  );
}
