/**
 * Inlined into the `<head>` of the signed-in pages (`app.html`, `/main`) by the prerender step (its hash is in
 * the page's CSP), so the page is drawn in the person's theme from its first frame: the app, whose JavaScript
 * arrives later, would turn a dark-mode person's page dark only after showing it light and empty.
 */
import { storedDarkMode } from '@kaspit/shared-auth/page-start';

document.documentElement.classList.toggle('dark', storedDarkMode());
