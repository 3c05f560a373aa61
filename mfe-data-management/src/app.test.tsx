import { describeRemoteHeadings } from '@kaspit/shared-auth/testing';
import * as app from './app.js';
import { headings } from './messages.js';

describeRemoteHeadings('mfe-data-management', app, headings);
