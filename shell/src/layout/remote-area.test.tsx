import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failedRemotes$, markFailed } from '../remotes/failures.js';
import { shownHeading } from '../feedback/focus-heading.js';
import { RemoteArea } from './remote-area.js';

afterEach(() => {
  cleanup();
  failedRemotes$.next(new Set());
});

const area = (active = true) =>
  render(
    <main>
      <RemoteArea name="mfe-budgets" label="תקציבים" active={active} />
    </main>,
  );

describe('RemoteArea', () => {
  it("holds the open area's heading until its remote draws its page, then the remote's is the page's", async () => {
    area();
    const main = document.querySelector('main')!;
    const standIn = screen.getByRole('heading', { level: 1 });
    expect(standIn.textContent).toBe('תקציבים');
    expect(shownHeading(main)).toBe(standIn);

    // single-spa draws the remote's page into the mount point; the stand-in goes.
    const page = document.createElement('section');
    page.innerHTML = '<h1>תקציבים</h1>';
    await act(async () => void document.getElementById('remote-area-mfe-budgets')!.append(page));
    expect(document.querySelector('.shell-remote-placeholder')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([page.firstElementChild]);
    expect(shownHeading(main)).toBe(page.firstElementChild);

    // The remote unmounted (another area opened, then this one again): the stand-in is back until it draws.
    await act(async () => page.remove());
    expect(screen.getByRole('heading', { level: 1 })).not.toBe(page.firstElementChild);
  });

  it('shows no stand-in beside a failure, nor for a closed area', () => {
    markFailed('mfe-budgets');
    area();
    expect(document.querySelector('.shell-remote-placeholder')).toBeNull();
    expect(screen.getByTestId('remote-fallback-mfe-budgets')).toBeTruthy();
    cleanup();
    failedRemotes$.next(new Set());
    area(false);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
