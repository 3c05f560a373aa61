// The script `app.html` loads right after `#root` (built by scripts/prerender.mjs): paints the signed-in frame
// while the page is parsed, before the first paint and the app's deferred scripts.
import { paintSignedInFrame } from './signed-in-frame.js';

paintSignedInFrame();
