/**
 * The prerendered pages' only inline script, last in the body. It notes what the person does from the first paint on
 * (early-input), and asks for the page's start script (named in its `data-src`) once the page has painted. Fetched
 * and run before that, the start script held back the largest paint in Lighthouse's simulation, which counts every
 * request made before the paint as one the paint waited for (`/`'s LCP 1.3 s against the reference page's 0.8 s, on
 * first and repeat visits alike); nothing on the page needs it to be read. The noting cannot wait for it: text typed
 * meanwhile would be lost when the app replaces the static markup.
 */
import { holdEarlyInput } from '../early-input/hold.js';

holdEarlyInput();
const own = document.currentScript as HTMLScriptElement;
let asked = false;

function askForStartScript() {
  if (asked) return;
  asked = true;
  const script = document.createElement('script');
  script.src = own.dataset.src!;
  if (own.dataset.app) script.dataset.app = own.dataset.app;
  document.head.append(script);
}

// The paint entry is reported once the frame is on screen. A page that never paints (opened in a background tab, or
// where paint timing is not reported) still gets the script, so the sign-in button always works.
const afterPaint = () => setTimeout(askForStartScript);
try {
  new PerformanceObserver(afterPaint).observe({ type: 'paint', buffered: true });
} catch {
  requestAnimationFrame(afterPaint);
}
setTimeout(askForStartScript, 2000);
