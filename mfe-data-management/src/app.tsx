import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { createRemoteLifecycles, warmUpDateInput } from '@kaspit/shared-auth';
import { DataManagementPage } from './features/page/components/data-management-page.js';
import { headings } from './messages.js';
import './styles.css';

/** Exposed as `./app`: the single-spa lifecycles the shell mounts on this area's routes. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mfe-data-management',
  headings,
  React,
  ReactDOMClient,
  render: () => <DataManagementPage />,
  // The page opens on the expense form, whose date field is the page's first.
  prepare: warmUpDateInput,
});
