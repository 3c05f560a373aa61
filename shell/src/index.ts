import { handleAuthCallback } from './auth/callback.js';

/**
 * Resolves once the browser has painted what the HTML carries (a prerendered page), so the app's start-up work
 * neither delays that paint nor the largest one; an empty page (the signed-in routes) starts at once.
 */
function afterStaticPaint(): Promise<void> {
  if (!document.getElementById('root')?.hasChildNodes()) return Promise.resolve();
  return new Promise((resolve) => {
    // The frame after this one has painted; the timer falls back where frames are not drawn (a hidden tab).
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

if (window.location.pathname === '/auth/callback') {
  // The sign-in popup's landing page: hand the token to the opener and close, without starting the app.
  handleAuthCallback();
} else {
  // An async boundary: shared modules (React, rxjs, shared-auth) are negotiated before any app code runs.
  void afterStaticPaint().then(() => import('./bootstrap.js'));
}
