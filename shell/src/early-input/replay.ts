import { earlyInput, FOCUSABLE, labelOf, pageRoot } from './store.js';

type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (element: Element | null | undefined): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/** Sets a field's value through the native setter: what the DOM shows, not yet what React's state holds. */
function setValue(field: Field, value: string) {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/** The fields given their early text, waiting for the `input` event that tells React. */
let filled: Field[] = [];

/**
 * Called in the commit in which the app's first render replaced the prerendered markup (a layout effect, the same
 * task, so no keystroke falls in between): stops noting input, puts typed text into the app's fields, and gives
 * the focus back to the same control (the one focused was replaced, so typing would otherwise go nowhere).
 */
export function takeOverEarlyInput(): void {
  const record = earlyInput();
  record.stop?.();
  record.stop = () => undefined;

  filled = [];
  for (const [id, value] of Object.entries(record.typed)) {
    const field = document.getElementById(id);
    if (!isField(field)) continue;
    setValue(field, value);
    filled.push(field);
  }
  record.typed = {};

  const lost = !document.activeElement || document.activeElement === document.body;
  if (lost && record.focused !== undefined) {
    const control = pageRoot()?.querySelectorAll<HTMLElement>(FOCUSABLE)[record.focused];
    control?.focus({ preventScroll: true });
    // The caret goes after the text; e-mail and number fields have no selection API (reading it gives null).
    if (isField(control) && control.selectionStart !== null)
      control.setSelectionRange(control.value.length, control.value.length);
  }
  record.focused = undefined;
}

/**
 * Called once the commit is over (a passive effect: React handles events normally again): tells React about the
 * text put into its fields — an `input` event, as typing would send; a field typed into since then already has —
 * then, once React has rendered that text into its state (the click's handler reads it: a form sent from the
 * static page must send what was typed), replays the last click on the app's button with the same label, unless it
 * opened the sign-in window and the person has closed it since.
 */
export async function replayEarlyInput(): Promise<void> {
  for (const field of filled) field.dispatchEvent(new Event('input', { bubbles: true }));
  const rendered = filled.length > 0;
  filled = [];
  const record = earlyInput();
  const label = record.clickedLabel;
  record.clickedLabel = undefined;
  if (label === undefined || record.signInWindow?.closed) return;
  // React renders updates from an `input` event in a microtask; a task later, the handlers carry the new state.
  if (rendered) await new Promise((resolve) => setTimeout(resolve, 0));
  const buttons = pageRoot()?.querySelectorAll('button') ?? [];
  [...buttons].find((button) => labelOf(button) === label)?.click();
}
