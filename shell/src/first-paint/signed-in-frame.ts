import { hebrewMonthName } from '@kaspit/domain';
import { storedDarkMode, storedStartingMonth, storedUser } from '@kaspit/shared-auth/page-start';
import { FIRST_PAINT_ATTRIBUTE, REMOTE_FIRST_PAINT_ID } from '../remotes/mount-point.js';
import { PAINTED_FRAME } from './painted-frame.js';

/**
 * `/main`, or a remote's route, as a signed-in person's browser first paints it, before any of the app's JavaScript
 * has arrived: the route's own page carries the layout the app's first render commits, rendered at build time for a
 * stand-in user, in a `<template>` naming its route; this script (loaded by the page right after `#root`,
 * parser-blocking, so it runs before the first paint) puts it in `#root` with the stored user's name, billing month
 * and theme. The app then hydrates the same markup, so the page's heading (the greeting on `/main`, the area's
 * heading on a remote's route) is the largest paint from the HTML and nothing moves when the app takes over.
 *
 * It reads storage through shared-auth's page-start reads (a stored user counts only with a token), and
 * the month as shared-auth's selected-date bus starts: the stored pick, else the user's current billing month.
 */

/** Stands in for the user's name in the build-time render; every text node holding it gets the real name. */
export const FRAME_NAME = '\u2063שם\u2063';
export const FRAME_TEMPLATE_ID = 'signed-in-frame';

function replaceName(root: ParentNode & Node, name: string): void {
  const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(
    root,
    4 /* NodeFilter.SHOW_TEXT */,
  );
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes(FRAME_NAME)) node.nodeValue = node.nodeValue.split(FRAME_NAME).join(name);
  }
}

/**
 * Puts the remote's first paint the page carries (its page before its data, `<template id="remote-first-paint"
 * data-remote="mfe-…">`, written in by the server) under the area's heading in the frame. The remote's own fill
 * script, right after this one in the page, then writes the person's values into it.
 */
function placeRemoteFirstPaint(doc: Document, frame: DocumentFragment): void {
  const template = doc.getElementById(REMOTE_FIRST_PAINT_ID);
  if (!(template instanceof doc.defaultView!.HTMLTemplateElement)) return;
  const remote = template.dataset.remote ?? '';
  const slot = [...frame.querySelectorAll(`[${FIRST_PAINT_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(FIRST_PAINT_ATTRIBUTE) === remote,
  );
  slot?.append(template.content.cloneNode(true));
}

/**
 * Fills `#root` with the signed-in frame when the page is the route the frame was rendered for (`/main`, a remote's
 * route) and a session is stored; returns whether it did. Anything unexpected leaves the page as it was (empty until the app renders).
 */
export function paintSignedInFrame(doc: Document = document): boolean {
  const root = doc.getElementById('root');
  const template = doc.getElementById(FRAME_TEMPLATE_ID);
  if (!root || root.hasChildNodes()) return false;
  if (!(template instanceof doc.defaultView!.HTMLTemplateElement)) return false;
  // The frame was rendered for one route; the same file served for another address (a stale copy) paints nothing.
  if (doc.location.pathname.replace(/\/+$/, '') !== template.dataset.route) return false;
  const user = storedUser();
  if (!user) return false;

  const frame = template.content.cloneNode(true) as DocumentFragment;
  replaceName(frame, typeof user.displayName === 'string' ? user.displayName : '');
  const { picked, month } = storedStartingMonth();
  const label = frame.querySelector<HTMLElement>('[data-testid="selected-month"]');
  if (label) {
    label.textContent = hebrewMonthName(month);
    label.dataset.month = month;
  }
  // The "current month" button shows only while a month is picked (the build-time render has it).
  if (!picked) frame.querySelector('.shell-month .shell-link-button')?.remove();
  // Dark mode as shared-auth's dark-mode bus starts: the stored preference.
  const dark = storedDarkMode();
  doc.documentElement.classList.toggle('dark', dark);
  const toggle = frame.querySelector('.shell-header [aria-pressed]');
  if (toggle) {
    toggle.setAttribute('aria-pressed', String(dark));
    toggle.textContent = dark ? '☀' : '☾';
  }
  placeRemoteFirstPaint(doc, frame);
  root.append(frame);
  root.dataset.painted = PAINTED_FRAME;
  // Lays the frame out now, in the task that parses the page: the first paint then has only painting left, and
  // the frame's style and layout (the page's first, with its Hebrew fonts) are not a separate task between the
  // first paint and the app's start.
  root.getBoundingClientRect();
  return true;
}
