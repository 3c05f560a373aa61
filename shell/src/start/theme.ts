/**
 * Inlined into every page's `<head>` by the prerender step (its hash is in the page's CSP): the page is drawn in
 * the person's theme from its first frame. A deferred script, or the app, would turn a dark-mode person's page
 * dark only after it had already been shown light.
 */
import { storedDarkMode } from '@kaspit/shared-auth/page-start';

document.documentElement.classList.toggle('dark', storedDarkMode());
