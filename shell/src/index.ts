import { handleAuthCallback } from './auth/callback.js';

if (window.location.pathname === '/auth/callback') {
  // The sign-in popup's landing page: hand the token to the opener and close, without starting the app.
  handleAuthCallback();
} else {
  // An async boundary: shared modules (React, rxjs, shared-auth) are negotiated before any app code runs.
  void import('./bootstrap.js');
}
