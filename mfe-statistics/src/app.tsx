import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { createRemoteLifecycles } from '@kaspit/shared-auth';
import { headings } from './messages.js';

// Each page is its own chunk: chart.js comes with the statistics page only, never with `/ai`.
const StatisticsPage = React.lazy(() =>
  import('./features/statistics/components/statistics-page.js').then((m) => ({ default: m.StatisticsPage })),
);
const AiPage = React.lazy(() =>
  import('./features/ai/components/ai-page.js').then((m) => ({ default: m.AiPage })),
);

/** Exposed as `./app`: the single-spa lifecycles the shell mounts on this area's routes. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mfe-statistics',
  headings,
  React,
  ReactDOMClient,
  render: (route) => (
    <React.Suspense fallback={null}>{route === '/ai' ? <AiPage /> : <StatisticsPage />}</React.Suspense>
  ),
});
