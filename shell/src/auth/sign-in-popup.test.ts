import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSED_POPUP_GRACE_MS, waitForIdToken } from './sign-in-popup.js';

const popupWindow = (closed = false) => ({ closed }) as Window & { closed: boolean };

function postFromCallback(data: object, ports: { postMessage: (m: unknown) => void }[] = []) {
  const event = new MessageEvent('message', { origin: window.location.origin, data });
  Object.defineProperty(event, 'ports', { value: ports });
  window.dispatchEvent(event);
}

const tokenMessage = (state: string) => ({
  type: 'kaspit:id-token',
  idToken: 'header.payload.signature',
  state,
  error: null,
});

describe('waitForIdToken', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes the ID token from the callback message and acknowledges it, so the popup may close', async () => {
    const ack = vi.fn();
    const token = waitForIdToken(popupWindow(), 's1');
    postFromCallback(tokenMessage('s1'), [{ postMessage: ack }]);
    await expect(token).resolves.toBe('header.payload.signature');
    expect(ack).toHaveBeenCalledWith('received');
  });

  it('still takes a message that arrives after the popup was already seen closed (a busy page)', async () => {
    const popup = popupWindow();
    const token = waitForIdToken(popup, 's2');
    popup.closed = true;
    // The closed-popup check runs first, as it can on a slow phone, then the message posted before closing.
    await vi.advanceTimersByTimeAsync(CLOSED_POPUP_GRACE_MS / 2);
    postFromCallback(tokenMessage('s2'));
    await expect(token).resolves.toBe('header.payload.signature');
  });

  it('counts a popup closed with no message as cancelled once the grace period is over', async () => {
    const popup = popupWindow();
    const token = waitForIdToken(popup, 's3');
    const settled = vi.fn();
    token.catch(settled);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(CLOSED_POPUP_GRACE_MS / 2);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CLOSED_POPUP_GRACE_MS + 500);
    await expect(token).rejects.toThrow('sign-in popup closed');
  });

  it('refuses a message for another sign-in (state mismatch) and ignores other origins', async () => {
    const token = waitForIdToken(popupWindow(), 's4');
    const foreign = new MessageEvent('message', { origin: 'https://evil.example', data: tokenMessage('s4') });
    window.dispatchEvent(foreign);
    postFromCallback(tokenMessage('other'));
    await expect(token).rejects.toThrow('sign-in state mismatch');
  });
});
