import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { createRemoteLifecycles } from '@kaspit/shared-auth';
import { PersonalAreaPage } from './features/page/personal-area-page.js';
import { headings } from './messages.js';

/** Exposed as `./app`: the single-spa lifecycles the shell mounts on this area's routes. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mfe-personal-area',
  headings,
  React,
  ReactDOMClient,
  render: () => <PersonalAreaPage />,
});
