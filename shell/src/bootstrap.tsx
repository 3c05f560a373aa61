import * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initSession } from '@kaspit/shared-auth';
import { replayEarlyInput, takeOverEarlyInput } from './early-input/replay.js';
import { PAINTED_FRAME } from './first-paint/painted-frame.js';
import { AppTree } from './layout/app-tree.js';
import { yieldToBrowser } from './start/yield-to-browser.js';

// Every remote compares its React with this one: equal means Module Federation gave the page one React.
globalThis.__KASPIT_REACT__ = React;

/**
 * The app's first render has replaced the static page: what was typed, focused or clicked there goes to the app's
 * controls. The focus and text move in a layout effect, the same task as that replacement, so no keystroke falls
 * between the static field going away and the app's getting the focus; React hears of the text, and the click is
 * replayed, in a passive effect, once the commit is over and React handles events normally.
 */
function TakeOver({ children }: { children: React.ReactNode }) {
  React.useLayoutEffect(() => takeOverEarlyInput(), []);
  React.useEffect(() => void replayEarlyInput(), []);
  return children;
}

async function start() {
  initSession();
  await yieldToBrowser();
  const container = document.getElementById('root')!;
  const app = (
    <TakeOver>
      <BrowserRouter>
        <AppTree />
      </BrowserRouter>
    </TakeOver>
  );
  // A transition renders in slices of a few milliseconds with the browser free in between (no long task), and
  // still commits in one go: the remotes' mount points exist before single-spa (started by a layout effect)
  // mounts anything into them.
  if (container.dataset.painted === PAINTED_FRAME) {
    // `/main`'s frame, painted from the HTML, is what this render produces: React adopts its elements (no DOM
    // built or laid out again, a far shorter commit). Anything that differs is rendered anew by React, as below.
    React.startTransition(() => void hydrateRoot(container, app));
  } else {
    // The prerendered page (or the empty app page) is replaced in one frame.
    const root = createRoot(container);
    React.startTransition(() => root.render(app));
  }
}

void start();
