/**
 * The start script of the prerendered pages (`/` and the public pages), in place of the app's entry. The page a
 * visitor came for is already in the HTML, so the app (React, the federation runtime, the session) is loaded when
 * the person shows an intent to use it — a touch, a pointer over the page, a key, a focused control — rather than
 * competing with their reading for the phone's CPU. What they do before it has taken over is carried over
 * (early-input, noted from the first paint on by the page's inline script, src/start/visitor-loader.ts). The app
 * starts at once when the person already did something before this script arrived, when a signed-in person returns
 * (taken to their month), and on a page whose content the app fetches (its script tag says `data-app="at-once"`).
 */
import { hasStoredSession, storedDarkMode } from '@kaspit/shared-auth/page-start';
import { earlyInput } from '../early-input/store.js';

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

// Here, after the first paint (the page's loader asks for this script then, src/start/visitor-loader.ts), not in an
// inline head script as on the signed-in pages: a first read of storage waits on the browser, and before the first
// paint that wait would hold back the page of every first-time visitor (and cost `/` 3–4 Lighthouse points); a
// dark-mode visitor sees the page light for a moment instead.
document.documentElement.classList.toggle('dark', storedDarkMode());
const noted = earlyInput();
const acted =
  noted.clickedLabel !== undefined || noted.focused !== undefined || Object.keys(noted.typed).length > 0;
if (acted || hasStoredSession() || document.currentScript?.dataset.app === 'at-once') startApp();
else for (const type of INTENT) addEventListener(type, startApp, { capture: true, passive: true });
