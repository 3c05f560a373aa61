import { handleAuthCallback } from './auth/callback.js';
import { afterFirstPaint, APP_START_ID } from './first-paint/app-start.js';
import { yieldToBrowser } from './start/yield-to-browser.js';

/**
 * Resolves once the browser has painted what the HTML carries (a prerendered page), so the app's start-up work
 * neither delays that paint nor the largest one; an empty page (the signed-in routes) starts at once.
 */
function afterStaticPaint(): Promise<void> {
  const root = document.getElementById('root');
  // A framed page asks for this script only once its frame is on screen (first-paint/app-start.ts).
  if (!root?.hasChildNodes() || document.getElementById(APP_START_ID)) return Promise.resolve();
  return new Promise((resolve) => afterFirstPaint(resolve));
}

/**
 * The app's start-up, a step per task. Importing the app at once negotiated every shared module with Module
 * Federation's runtime (version checks, a script tag per chunk) and then evaluated React DOM and the whole app
 * in one go: two long tasks of 50–150 ms on a slow phone, where nothing the person tapped could run. So each shared
 * module comes in a task of its own: React, React DOM, domain, the query cache and the shared session (which
 * brings RxJS); the app's own code last. Each step adds at most a few script tags, each a request started from
 * the main thread.
 */
async function startApp(): Promise<void> {
  await afterStaticPaint();
  await import('react');
  await yieldToBrowser();
  await import('react-dom/client');
  await yieldToBrowser();
  await import('@kaspit/domain');
  await yieldToBrowser();
  await import('@tanstack/react-query');
  await yieldToBrowser();
  await import('@kaspit/shared-auth');
  await yieldToBrowser();
  await import('./bootstrap.js');
}

if (window.location.pathname === '/auth/callback') {
  // The sign-in popup's landing page: hand the token to the opener and close, without starting the app.
  handleAuthCallback();
} else {
  // An async boundary: shared modules (React, rxjs, shared-auth) are negotiated before any app code runs.
  void startApp();
}
