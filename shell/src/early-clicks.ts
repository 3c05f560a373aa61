/**
 * A prerendered page is on screen before the app has taken it over, and its buttons do nothing until then (static
 * markup has no handlers). A click on one of them is held and replayed on the app's button with the same label
 * once the app has rendered, so an early "התחברות" still opens the sign-in window. Links need nothing: they load
 * their page.
 */
let heldLabel: string | undefined;

function labelOf(button: HTMLButtonElement): string {
  return button.getAttribute('aria-label') ?? button.textContent ?? '';
}

function hold(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.('button');
  if (!button || !document.getElementById('root')?.contains(button)) return;
  event.preventDefault();
  event.stopPropagation();
  heldLabel = labelOf(button);
}

/** Starts holding clicks on the page's static buttons; a page without prerendered content has none. */
export function holdEarlyClicks() {
  if (document.getElementById('root')?.hasChildNodes()) document.addEventListener('click', hold, true);
}

/** Called once the app's first render is on screen: stops holding, and replays the click held last, if any. */
export function replayEarlyClicks() {
  document.removeEventListener('click', hold, true);
  const label = heldLabel;
  heldLabel = undefined;
  if (label === undefined) return;
  const buttons = document.getElementById('root')?.querySelectorAll('button') ?? [];
  [...buttons].find((button) => labelOf(button) === label)?.click();
}
