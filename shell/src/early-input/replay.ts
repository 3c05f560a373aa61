import { earlyInput, FOCUSABLE, labelOf, pageRoot } from './store.js';

type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (element: Element | null | undefined): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/** Sets a field's value as typing would: through the native setter and an `input` event (what React listens to). */
function type(field: Field, value: string) {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Called once the app's first render is on screen (it replaced the prerendered markup): stops noting input, puts
 * typed text into the app's fields, gives the focus back to the same control (the one focused was replaced, so
 * typing would otherwise go nowhere), and replays the last click on the app's button with the same label — unless
 * it opened the sign-in window and the person has closed it since.
 */
export function replayEarlyInput(): void {
  const record = earlyInput();
  record.stop?.();
  record.stop = () => undefined;
  const root = pageRoot();

  for (const [id, value] of Object.entries(record.typed)) {
    const field = document.getElementById(id);
    if (isField(field)) type(field, value);
  }
  record.typed = {};

  const lost = !document.activeElement || document.activeElement === document.body;
  if (lost && record.focused !== undefined) {
    const control = root?.querySelectorAll<HTMLElement>(FOCUSABLE)[record.focused];
    control?.focus({ preventScroll: true });
    // The caret goes after the text; e-mail and number fields have no selection API (reading it gives null).
    if (isField(control) && control.selectionStart !== null)
      control.setSelectionRange(control.value.length, control.value.length);
  }
  record.focused = undefined;

  const label = record.clickedLabel;
  record.clickedLabel = undefined;
  if (label === undefined || record.signInWindow?.closed) return;
  const buttons = root?.querySelectorAll('button') ?? [];
  [...buttons].find((button) => labelOf(button) === label)?.click();
}
