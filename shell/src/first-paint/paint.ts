// The script a framed page (`/main`, a remote's route; built by scripts/prerender.mjs) loads parser-blocking right
// after `#root`: paints the signed-in frame while the page is parsed, before the first paint, then asks for the app once
// that paint is on screen (see app-start.ts). A click on one of the frame's buttons (the month picker, the theme,
// sign-out) before the app has taken over is held and replayed on the app's button, as on the prerendered visitor
// pages.
import { holdEarlyInput } from '../early-input/hold.js';
import { afterFirstPaint, requestApp } from './app-start.js';
import { paintSignedInFrame } from './signed-in-frame.js';

let painted = false;
try {
  painted = paintSignedInFrame();
  if (painted) holdEarlyInput();
} finally {
  // Whatever happened to the frame, the app starts: at once when nothing was painted.
  if (painted) afterFirstPaint(() => requestApp());
  else requestApp();
}
