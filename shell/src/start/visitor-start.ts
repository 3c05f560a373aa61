/**
 * The start script of the prerendered pages (`/` and the public pages), in place of the app's entry. The page a
 * visitor came for is already in the HTML, so the app (React, the federation runtime, the session) is loaded when
 * the person shows an intent to use it — a touch, a pointer over the page, a key, a focused control — rather than
 * competing with their reading for the phone's CPU. What they do before it has taken over is carried over
 * (early-input). A returning signed-in person is taken to their month at once, and a page whose content the app
 * fetches (its script tag says `data-app="at-once"`) starts it at once too. The theme is already set by the
 * page's inline theme script (theme.ts).
 */
import { hasStoredSession } from '@kaspit/shared-auth/page-start';
import { holdEarlyInput } from '../early-input/hold.js';

/** The app's entry script, written in by the prerender step. */
declare const __KASPIT_APP_SCRIPT__: string;

const INTENT = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin'] as const;

function startApp() {
  for (const type of INTENT) removeEventListener(type, startApp, true);
  if (document.querySelector(`script[src="${__KASPIT_APP_SCRIPT__}"]`)) return;
  const script = document.createElement('script');
  script.src = __KASPIT_APP_SCRIPT__;
  document.head.append(script);
}

holdEarlyInput();
if (document.currentScript?.dataset.app === 'at-once') startApp();
else {
  for (const type of INTENT) addEventListener(type, startApp, { capture: true, passive: true });
  // A task of its own: the first read of session storage waits on the browser (2–20 ms on a slow machine), which
  // would otherwise lengthen this script's evaluation into one long task.
  setTimeout(() => hasStoredSession() && startApp());
}
