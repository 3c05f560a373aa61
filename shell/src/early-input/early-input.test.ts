import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './hold.js';
import { replayEarlyInput, takeOverEarlyInput } from './replay.js';
import { earlyInput, takeEarlySignInWindow } from './store.js';

const page = `
  <button type="button" data-sign-in="">התחברות</button>
  <button type="button" aria-label="מצב כהה">🌙</button>
  <input id="name" />
  <input id="email" type="email" />`;

/** The app's first render: the same markup, now with handlers. */
function appTakesOver() {
  const root = document.getElementById('root')!;
  root.innerHTML = page;
  const clicks: string[] = [];
  const typed: string[] = [];
  for (const button of root.querySelectorAll('button'))
    button.addEventListener('click', () => clicks.push(button.textContent!));
  root
    .querySelector('input')!
    .addEventListener('input', (event) => typed.push((event.target as HTMLInputElement).value));
  return { root, clicks, typed };
}

describe('early input on a prerendered page', () => {
  let open: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    document.body.innerHTML = `<div id="root">${page}</div>`;
    open = vi.fn(() => ({ closed: false }) as Window);
    vi.stubGlobal('open', open);
    holdEarlyInput();
  });
  afterEach(async () => {
    takeOverEarlyInput();
    await replayEarlyInput();
    delete (globalThis as Record<string, unknown>).__KASPIT_EARLY_INPUT__;
    vi.unstubAllGlobals();
  });

  it('opens the sign-in window within the click itself and hands it to the app once', async () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]![1]).toBe('kaspit-sign-in');
    expect(takeEarlySignInWindow()).toBeDefined();
    expect(takeEarlySignInWindow()).toBeUndefined();
  });

  it("replays the last click on the app's button with the same label", async () => {
    document.querySelector<HTMLButtonElement>('[aria-label="מצב כהה"]')!.click();
    expect(open).not.toHaveBeenCalled();
    const app = appTakesOver();
    takeOverEarlyInput();
    await replayEarlyInput();
    expect(app.clicks).toEqual(['🌙']);
  });

  it("puts typed text into the app's field as typing would, and gives it the focus back", async () => {
    const field = document.querySelector<HTMLInputElement>('#name')!;
    field.focus();
    field.value = 'נו';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const app = appTakesOver(); // the focused field is gone: the focus fell to the body
    takeOverEarlyInput();
    await replayEarlyInput();
    const appField = app.root.querySelector<HTMLInputElement>('#name')!;
    expect(app.typed).toEqual(['נו']);
    expect(document.activeElement).toBe(appField);
    expect(appField.selectionStart).toBe(2);
  });

  it("keeps what is typed into the app's field between the take-over and the replay", async () => {
    const field = document.querySelector<HTMLInputElement>('#name')!;
    field.focus();
    field.value = 'נו';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const app = appTakesOver();
    takeOverEarlyInput();
    const appField = app.root.querySelector<HTMLInputElement>('#name')!;
    appField.value = 'נועה'; // the person goes on typing, into the app's field now
    appField.dispatchEvent(new Event('input', { bubbles: true }));
    await replayEarlyInput();
    expect(app.typed.at(-1)).toBe('נועה');
  });

  it('gives the focus back to an e-mail field too (which has no caret API to set)', async () => {
    document.querySelector<HTMLInputElement>('#email')!.focus();
    const app = appTakesOver();
    expect(() => takeOverEarlyInput()).not.toThrow();
    expect(document.activeElement).toBe(app.root.querySelector('#email'));
  });

  it('does not replay a sign-in click whose window the person closed before the app arrived', async () => {
    document.querySelector<HTMLButtonElement>('[data-sign-in]')!.click();
    (earlyInput().signInWindow as { closed: boolean }).closed = true;
    const app = appTakesOver();
    takeOverEarlyInput();
    await replayEarlyInput();
    expect(app.clicks).toEqual([]);
  });

  it('stops holding once replayed: later clicks reach the app', async () => {
    const app = appTakesOver();
    takeOverEarlyInput();
    await replayEarlyInput();
    app.root.querySelector('button')!.click();
    expect(app.clicks).toEqual(['התחברות']);
  });
});
