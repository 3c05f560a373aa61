/**
 * What a person did on a prerendered page before the app took it over. The page's start script (its own small
 * bundle) writes it and the app reads it, so it lives on the page's global object rather than in a module.
 */
export interface EarlyInput {
  /** The label of the last button clicked. */
  clickedLabel?: string;
  /** Text typed into fields, by field `id`. */
  typed: Record<string, string>;
  /** Where the focus was: the index of the control among the page's focusable ones. */
  focused?: number;
  /** The sign-in window an early click on "התחברות" opened (it must open within the click itself). */
  signInWindow?: Window;
  /** Stops noting input (removes the start script's listeners). */
  stop?: () => void;
}

const KEY = '__KASPIT_EARLY_INPUT__';

/** The page's early-input record, made on first use. */
export function earlyInput(): EarlyInput {
  const page = globalThis as typeof globalThis & { [KEY]?: EarlyInput };
  return (page[KEY] ??= { typed: {} });
}

/** The sign-in window an early click opened, if it is still open; handed over once. */
export function takeEarlySignInWindow(): Window | undefined {
  const record = earlyInput();
  const window = record.signInWindow;
  record.signInWindow = undefined;
  return window && !window.closed ? window : undefined;
}

/** The controls a keyboard reaches, in document order: the prerendered page and the app's render match one to one. */
export const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

export const pageRoot = () => document.getElementById('root');

/** A button's name as the app's replay finds it again. */
export const labelOf = (button: Element): string =>
  button.getAttribute('aria-label') ?? button.textContent ?? '';
