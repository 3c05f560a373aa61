import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PLACEHOLDER_CLASS } from '../remotes/mount-point.js';

/** How long a page (a remote loading on a slow phone) may take to show its heading after a navigation. */
const WAIT_FOR_HEADING_MS = 30_000;

/**
 * The shown page's main heading: the `h1` in the main region outside the hidden (inactive) areas; the heading that
 * stands in for a remote's only while the remote has not drawn its own.
 */
export function shownHeading(main: HTMLElement): HTMLElement | null {
  let standIn: HTMLElement | null = null;
  for (const heading of main.querySelectorAll<HTMLElement>('h1')) {
    if (heading.closest('[hidden]')) continue;
    if (!heading.closest(`.${PLACEHOLDER_CLASS}`)) return heading;
    standIn ??= heading;
  }
  return standIn;
}

/**
 * True when this page load came from following a link on this site (a link followed before the app took over the
 * page loads the next page whole), not from a typed address, a reload or the back button.
 */
function arrivedByLink(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type !== 'navigate' || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** True while focus is where a followed link or the browser left it, so moving it takes nothing from the person. */
function focusIsUnclaimed(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === main) return true;
  return Boolean(active.closest('nav, header, footer'));
}

/**
 * After every navigation inside the app (and on a page loaded by following one of its links), focus moves to the new page's heading, so a
 * keyboard or screen-reader user starts on the page they chose instead of at the top of the document. A remote's
 * heading can appear (or be replaced) a moment later, so the new page is watched until its heading shows, and
 * never longer than the person leaves focus alone.
 */
export function FocusHeadingOnNavigate({ main }: { main: React.RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const region = main.current;
    if (!region) return;
    if (first.current) {
      first.current = false;
      if (!arrivedByLink()) return;
    }
    let done = false;
    const tryFocus = () => {
      if (done) return;
      if (!focusIsUnclaimed(region)) return stop();
      const heading = shownHeading(region);
      if (!heading || document.activeElement === heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(tryFocus);
    const stop = () => {
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
      region.removeEventListener('focusin', onFocusIn);
    };
    // Focus the person moves themselves (a click, a Tab) ends the watch; focus we moved keeps it going.
    const onFocusIn = (event: FocusEvent) => {
      if ((event.target as Element).tagName !== 'H1') stop();
    };
    const timer = window.setTimeout(stop, WAIT_FOR_HEADING_MS);
    observer.observe(region, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['hidden'],
    });
    region.addEventListener('focusin', onFocusIn);
    tryFocus();
    return stop;
  }, [pathname, main]);
  return null;
}
