import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { BrowserRouter } from 'react-router-dom';
import { CookiesProvider, initSession } from '@kaspit/shared-auth';
import { Layout } from './layout/layout.js';

// Every remote compares its React with this one: equal means Module Federation gave the page one React.
globalThis.__KASPIT_REACT__ = React;

initSession();

const root = createRoot(document.getElementById('root')!);
// Rendered synchronously: the page's HTML (prerendered, or the empty app page) is replaced in one frame, and the
// remotes' mount points exist before single-spa (started by the layout) mounts anything into them.
flushSync(() =>
  root.render(
    <BrowserRouter>
      <CookiesProvider>
        <Layout />
      </CookiesProvider>
    </BrowserRouter>,
  ),
);
