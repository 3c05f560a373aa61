// The script `main/index.html` (`/main`'s own page) loads right after `#root` (built by scripts/prerender.mjs): paints the signed-in frame
// while the page is parsed, before the first paint and the app's deferred scripts. A click on one of the frame's
// buttons (the month picker, the theme, sign-out) before the app has taken over is held and replayed on the
// app's button, as on the prerendered visitor pages.
import { holdEarlyInput } from '../early-input/hold.js';
import { paintSignedInFrame } from './signed-in-frame.js';

if (paintSignedInFrame()) holdEarlyInput();
