import 'fake-indexeddb/auto';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initSession, STORAGE_KEYS } from '@kaspit/shared-auth';
import { AppTree } from '../layout/app-tree.js';
import { signedInFrameTemplate } from '../prerender/signed-in-frame.js';
import { paintSignedInFrame } from './signed-in-frame.js';

// Starting the remotes is the browser's work (see layout.test.tsx); here the mount point stays empty.
vi.mock('../remotes/start.js', () => ({ startRemotes: vi.fn() }));

// The page of /budgets as the build writes it, rendered once (rendering clears storage).
const budgetsFrame = signedInFrameTemplate('/budgets');
const remoteFirstPaint =
  '<template id="remote-first-paint" data-remote="mfe-budgets"><style>.mfe-budgets__hint__x{color:red}</style><div class="mfe-budgets__page__x"><p data-testid="budget-period"> </p><p class="mfe-budgets__hint__x">הסבר</p></div></template>';

const user = { id: 'u1', email: 'noa@example.com', displayName: 'נועה כהן', photoURL: null };
let root: Root | undefined;

function openBudgets(carried: string) {
  document.body.innerHTML = `<div id="root"></div>${carried}${budgetsFrame}`;
  window.history.replaceState(null, '', '/budgets');
  sessionStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  sessionStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  // The month the build-time render picked, which this test's shared-auth still holds: the page and the app agree.
  localStorage.setItem(STORAGE_KEYS.selectedDate, JSON.stringify({ year: 2026, month: 1 }));
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  sessionStorage.clear();
  localStorage.clear();
});

const slot = () => document.querySelector('.shell-remote-placeholder [data-first-paint="mfe-budgets"]');

describe("a remote's first paint in its route's page", () => {
  it("is placed under the area's heading by the frame script, before the app", () => {
    openBudgets(remoteFirstPaint);
    expect(paintSignedInFrame()).toBe(true);
    const placeholder = document.querySelector('.shell-remote-placeholder')!;
    expect(placeholder.querySelector('h1')?.textContent).toBe('תקציבים');
    expect(slot()?.querySelector('.mfe-budgets__hint__x')?.textContent).toBe('הסבר');
    expect(slot()?.querySelector('style')).not.toBeNull();
  });

  it('is left out when the page carries none, or one for another remote', () => {
    openBudgets(remoteFirstPaint.replace('data-remote="mfe-budgets"', 'data-remote="mfe-records"'));
    paintSignedInFrame();
    expect(slot()?.innerHTML).toBe('');
  });

  it('is adopted by the app as painted: no hydration error, the same elements kept', async () => {
    openBudgets(remoteFirstPaint);
    paintSignedInFrame();
    const hint = slot()!.querySelector('.mfe-budgets__hint__x');
    const heading = document.querySelector('.shell-remote-placeholder h1');
    const recoverable = vi.fn();
    const uncaught = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    initSession();
    await act(async () => {
      root = hydrateRoot(
        document.getElementById('root')!,
        <BrowserRouter>
          <AppTree />
        </BrowserRouter>,
        { onRecoverableError: recoverable, onUncaughtError: uncaught },
      );
    });
    const errors = consoleError.mock.calls.map((call) => String(call[0]));
    consoleError.mockRestore();
    expect(recoverable).not.toHaveBeenCalled();
    expect(uncaught).not.toHaveBeenCalled();
    expect(errors.filter((message) => /hydrat|did not match/i.test(message))).toEqual([]);
    // Adopted, not drawn again: the painted elements are the app's.
    expect(document.querySelector('.shell-remote-placeholder h1')).toBe(heading);
    expect(slot()!.querySelector('.mfe-budgets__hint__x')).toBe(hint);
  });
});
