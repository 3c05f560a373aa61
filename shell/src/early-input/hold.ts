import { openCentredPopup } from '../auth/popup-window.js';
import { earlyInput, FOCUSABLE, labelOf, pageRoot } from './store.js';

/**
 * A prerendered page is on screen before the app, and its controls do nothing until the app has taken it over
 * (static markup has no handlers). Meanwhile this notes what the person does, for the app to carry over: the last
 * button clicked (held, not acted on), text typed into fields, and where the focus is. A click on "התחברות" opens
 * the sign-in window at once, since a browser lets only the click itself open a window. Links need nothing: they
 * load their page.
 */
export function holdEarlyInput(): void {
  const record = earlyInput();
  if (record.stop || !pageRoot()?.hasChildNodes()) return;

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !pageRoot()?.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    record.clickedLabel = labelOf(button);
    if (button.hasAttribute('data-sign-in') && !(record.signInWindow && !record.signInWindow.closed)) {
      try {
        record.signInWindow = openCentredPopup('about:blank');
      } catch {
        // Blocked: the app's replayed click tries again and tells the person.
      }
    }
  };
  const onInput = (event: Event) => {
    const field = event.target as HTMLInputElement | HTMLTextAreaElement | null;
    if (field?.id && pageRoot()?.contains(field)) record.typed[field.id] = field.value;
  };
  const onFocus = (event: FocusEvent) => {
    const controls = [...(pageRoot()?.querySelectorAll(FOCUSABLE) ?? [])];
    const index = controls.indexOf(event.target as Element);
    if (index >= 0) record.focused = index;
  };

  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('focusin', onFocus, true);
  record.stop = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('focusin', onFocus, true);
  };
}
