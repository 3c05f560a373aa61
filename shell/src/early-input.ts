/**
 * A prerendered page is on screen before the app has taken it over, and its controls do nothing until then (static
 * markup has no handlers), while the app's first render replaces them. What a person did meanwhile is carried
 * over to the app's controls: text typed into a field (matched by `id`) is set on the app's field as typing would,
 * and a click on a button is held and replayed on the app's button with the same label, so an early "התחברות"
 * still opens the sign-in window. Links need nothing: they load their page.
 */
let heldLabel: string | undefined;
/** What was typed into the static page's fields, by field `id`. */
const typed = new Map<string, string>();

type Field = HTMLInputElement | HTMLTextAreaElement;

const root = () => document.getElementById('root');

function labelOf(button: HTMLButtonElement): string {
  return button.getAttribute('aria-label') ?? button.textContent ?? '';
}

function hold(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.('button');
  if (!button || !root()?.contains(button)) return;
  event.preventDefault();
  event.stopPropagation();
  heldLabel = labelOf(button);
}

function record(event: Event) {
  const field = event.target as Field | null;
  if (field?.id && root()?.contains(field)) typed.set(field.id, field.value);
}

/** Starts holding clicks and noting typed text on a prerendered page (an empty page has no controls yet). */
export function holdEarlyInput() {
  if (!root()?.hasChildNodes()) return;
  document.addEventListener('click', hold, true);
  document.addEventListener('input', record, true);
}

/**
 * Called once the app's first render is on screen: puts typed text into the app's fields (through the native
 * setter and an `input` event, which is what React listens to), stops holding clicks, and replays the last one.
 */
export function replayEarlyInput() {
  document.removeEventListener('input', record, true);
  for (const [id, value] of typed) {
    const field = document.getElementById(id);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    const prototype =
      field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed.clear();
  document.removeEventListener('click', hold, true);
  const label = heldLabel;
  heldLabel = undefined;
  if (label === undefined) return;
  const buttons = root()?.querySelectorAll('button') ?? [];
  [...buttons].find((button) => labelOf(button) === label)?.click();
}
