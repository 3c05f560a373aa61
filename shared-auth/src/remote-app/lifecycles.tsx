import type { ReactNode } from 'react';
import type * as ReactModule from 'react';
import type * as ReactDOMClientModule from 'react-dom/client';
import type { ReactAppOrParcel } from 'single-spa-react';
import { CookiesProvider } from '../consent/cookies-provider.js';
import { RemoteRoot } from './remote-root.js';

export interface RemoteAppOptions {
  name: string;
  headings: Record<string, string>;
  React: typeof ReactModule;
  ReactDOMClient: typeof ReactDOMClientModule;
  render?: (route: string) => ReactNode;
  /**
   * Work the remote's first render would otherwise do inside its own task (see `warmUpDateInput`): run once, in a
   * task of its own between bootstrap and the first mount, so neither becomes one longer task on a phone.
   */
  prepare?: () => void;
}

/**
 * The single-spa lifecycles a remote exposes as `./app`. The remote passes its own React and ReactDOM so the
 * page's single React is the remote's too (Module Federation shares them) — and the root reports whether it is.
 * single-spa-react itself is fetched when the first remote bootstraps, so a page without a remote never loads it.
 */
export function createRemoteLifecycles({
  name,
  headings,
  React,
  ReactDOMClient,
  render,
  prepare,
}: RemoteAppOptions): ReactAppOrParcel<object> {
  let lifecycles: Promise<ReactAppOrParcel<object>> | undefined;
  const load = () =>
    (lifecycles ??= import('single-spa-react').then(({ default: singleSpaReact }) =>
      singleSpaReact({
        React,
        ReactDOMClient,
        // Each remote is its own React root, so it gets its own provider over the page-wide consent state.
        rootComponent: () => (
          <CookiesProvider>
            <RemoteRoot name={name} headings={headings} react={React}>
              {render}
            </RemoteRoot>
          </CookiesProvider>
        ),
        // single-spa-react renders this when the remote throws while rendering; the shell shows its own
        // fallback for remotes that fail to load or mount.
        errorBoundary: () => <p role="alert">אירעה שגיאה בהצגת האזור.</p>,
      }),
    ));
  let preparing: Promise<void> | undefined;
  const prepared = () =>
    (preparing ??= new Promise<void>((resolve) =>
      setTimeout(() => {
        try {
          prepare?.();
        } catch {
          // Only ever work done early: the first render does it anyway if it failed here.
        }
        resolve();
      }, 0),
    ));
  return {
    bootstrap: async (props) => {
      const app = await load();
      if (prepare) await prepared();
      return app.bootstrap(props);
    },
    mount: async (props) => (await load()).mount(props),
    unmount: async (props) => (await load()).unmount(props),
  };
}
