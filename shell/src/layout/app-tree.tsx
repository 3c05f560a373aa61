import { CookiesProvider, ServerStateProvider } from '@kaspit/shared-auth';
import { Layout } from './layout.js';

/**
 * The app as every render of it draws it, inside whichever router the caller gives it: the browser's when the app
 * starts, the build's when it prerenders a page. One tree for both, so the markup hydration adopts is the markup
 * the build wrote.
 */
export function AppTree() {
  return (
    <CookiesProvider>
      <ServerStateProvider>
        <Layout />
      </ServerStateProvider>
    </CookiesProvider>
  );
}
