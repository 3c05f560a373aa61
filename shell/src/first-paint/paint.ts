// The inline script of `app.html` (built by scripts/prerender.mjs): paints the signed-in frame while the page is
// parsed, before the app's deferred scripts run.
import { paintSignedInFrame } from './signed-in-frame.js';

paintSignedInFrame();
