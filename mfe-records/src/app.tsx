import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { createRemoteLifecycles } from '@kaspit/shared-auth';
import { LedgerPage } from './features/ledger/components/ledger-page.js';
import { SearchPage } from './features/search/components/search-page.js';
import { headings } from './messages.js';
import './styles.css';

/** Exposed as `./app`: the single-spa lifecycles the shell mounts on this area's routes. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mfe-records',
  headings,
  React,
  ReactDOMClient,
  render: (route) => (route === '/search' ? <SearchPage /> : <LedgerPage />),
});
