import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { createRemoteLifecycles } from '@kaspit/shared-auth';
import { DiscountsPage } from './features/discounts/components/discounts-page.js';
import { headings } from './messages.js';

/** Exposed as `./app`: the single-spa lifecycles the shell mounts on this area's routes. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mfe-discounts',
  headings,
  React,
  ReactDOMClient,
  render: () => <DiscountsPage />,
});
