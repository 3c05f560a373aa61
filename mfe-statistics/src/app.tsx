import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { createRemoteLifecycles } from '@kaspit/shared-auth';
import { AiPage } from './features/ai/components/ai-page.js';
import { StatisticsPage } from './features/statistics/components/statistics-page.js';
import { headings } from './messages.js';

/** Exposed as `./app`: the single-spa lifecycles the shell mounts on this area's routes. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mfe-statistics',
  headings,
  React,
  ReactDOMClient,
  render: (route) => (route === '/ai' ? <AiPage /> : <StatisticsPage />),
});
