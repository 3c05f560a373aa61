import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { BrowserRouter } from 'react-router-dom';
import { CookiesProvider, initSession } from '@kaspit/shared-auth';
import { Layout } from './layout/layout.js';
import { fetchRemotes, type RemoteEntry } from './remotes/manifest.js';
import { registerRemoteApps, startRouting } from './remotes/register.js';
import './styles.css';

// Every remote compares its React with this one: equal means Module Federation gave the page one React.
globalThis.__KASPIT_REACT__ = React;

initSession();

const root = createRoot(document.getElementById('root')!);
// Rendered synchronously so the remotes' mount points exist before single-spa mounts anything into them.
flushSync(() =>
  root.render(
    <BrowserRouter>
      <CookiesProvider>
        <Layout />
      </CookiesProvider>
    </BrowserRouter>,
  ),
);

let entries: RemoteEntry[] = [];
try {
  entries = await fetchRemotes(window.location.origin);
} catch {
  // Without remotes.json every area shows its fallback; the shell itself keeps working.
}
registerRemoteApps(entries);
startRouting();
