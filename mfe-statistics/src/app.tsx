import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { createRemoteLifecycles } from '@kaspit/shared-auth';
import { headings } from './messages.js';

type Page = () => React.ReactNode;

// Each page is its own chunk: `/ai` never brings the statistics page's charts, nor the statistics page the AI's.
const importPage = (route: string): Promise<Page> =>
  route === '/ai'
    ? import('./features/ai/components/ai-page.js').then((m) => m.AiPage)
    : import('./features/statistics/components/statistics-page.js').then((m) => m.StatisticsPage);

const loaded = new Map<string, Page>();
const lazyPages = new Map<string, React.LazyExoticComponent<Page>>();
const lazyPage = (route: string) => {
  let page = lazyPages.get(route);
  if (!page) lazyPages.set(route, (page = React.lazy(() => importPage(route).then((p) => ({ default: p })))));
  return page;
};

function RoutePage({ route }: { route: string }) {
  const Page = loaded.get(route) ?? lazyPage(route);
  return (
    <React.Suspense fallback={null}>
      <Page />
    </React.Suspense>
  );
}

const lifecycles = createRemoteLifecycles({
  name: 'mfe-statistics',
  headings,
  React,
  ReactDOMClient,
  render: (route) => <RoutePage route={route} />,
});

/** Exposed as `./app`: the single-spa lifecycles the shell mounts on this area's routes. */
export const { bootstrap, unmount } = lifecycles;

/**
 * Mounts once the route's page has arrived: the page's first paint (from its HTML, under the heading) then stays
 * until the whole page takes its place, rather than the heading alone for a moment. A page that fails to arrive
 * fails the mount, which the shell offers to retry.
 */
export const mount: typeof lifecycles.mount = async (props) => {
  const { pathname } = window.location;
  const route = pathname === '/ai' || pathname.startsWith('/ai/') ? '/ai' : '/statistics';
  if (!loaded.has(route)) loaded.set(route, await importPage(route));
  return (lifecycles.mount as (p: typeof props) => Promise<unknown>)(props);
};
