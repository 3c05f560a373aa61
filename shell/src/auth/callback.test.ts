import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLBACK_CLOSE_FALLBACK_MS, handleAuthCallback } from './callback.js';

describe('handleAuthCallback', () => {
  let close: ReturnType<typeof vi.spyOn>;
  let posted: { message: unknown; port: MessagePort } | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    window.location.hash = '#id_token=a.b.c&state=xyz';
    close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    posted = undefined;
    const opener = {
      postMessage: (message: unknown, _origin: string, ports: MessagePort[]) =>
        (posted = { message, port: ports[0]! }),
    };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    close.mockRestore();
  });

  it('hands the token to the opener and closes only once the opener acknowledges it', async () => {
    handleAuthCallback();
    expect(posted?.message).toEqual({ type: 'kaspit:id-token', idToken: 'a.b.c', state: 'xyz', error: null });
    expect(close).not.toHaveBeenCalled();
    const done = new Promise<void>((resolve) => close.mockImplementation(() => resolve()));
    posted!.port.postMessage('received');
    await vi.waitFor(() => done, { timeout: 1000 });
    expect(close).toHaveBeenCalled();
  });

  it('closes anyway when the opener never answers', () => {
    handleAuthCallback();
    vi.advanceTimersByTime(CALLBACK_CLOSE_FALLBACK_MS);
    expect(close).toHaveBeenCalled();
  });
});
