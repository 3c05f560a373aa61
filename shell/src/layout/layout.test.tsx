import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getSharedAuthInstanceId,
  online$,
  outbox$,
  ServerStateProvider,
  session$,
  type PendingWrite,
} from '@kaspit/shared-auth';
import { areas } from '../areas.js';
import { failedRemotes$, markFailed, markRecovered } from '../remotes/failures.js';
import { Layout } from './layout.js';
import { testUser } from '@kaspit/shared-auth/testing';

// Starting the remotes (single-spa, the manifests, their scripts) is the browser's work, not a unit test's: the
// layout only asks for it on an area's route. Left real, the import finished after a busy run's teardown.
const startRemotes = vi.hoisted(() => vi.fn());
vi.mock('../remotes/start.js', () => ({ startRemotes }));

const dana = testUser({ id: 'u1', email: 'dana@example.com', displayName: 'דנה' });
const signedIn = () => session$.next({ initialized: true, user: dana });
const visitor = () => session$.next({ initialized: true, user: null });

afterEach(() => {
  cleanup();
  startRemotes.mockClear();
  failedRemotes$.next(new Set());
  visitor();
});

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ServerStateProvider>
        <Layout />
      </ServerStateProvider>
    </MemoryRouter>,
  );

describe('Layout', () => {
  it("starts the remotes when a signed-in person opens an area's route", async () => {
    signedIn();
    at('/budgets');
    await vi.waitFor(() => expect(startRemotes).toHaveBeenCalledTimes(1));
  });

  it('shows the connectivity message in Hebrew while the service is out of reach, and hides it after', () => {
    signedIn();
    at('/budgets');
    expect(screen.queryByTestId('connectivity-banner')).toBeNull();
    act(() => online$.next(false));
    expect(screen.getByTestId('connectivity-banner').textContent).toContain('החיבור לשרת נכשל');
    act(() => online$.next(true));
    expect(screen.queryByTestId('connectivity-banner')).toBeNull();
  });

  it('puts the connection line after everything else in the header, so its coming and going moves nothing', async () => {
    const { updateWaiting$ } = await import('../service-worker/register.js');
    signedIn();
    at('/budgets');
    act(() => {
      updateWaiting$.next(true);
      online$.next(false);
    });
    try {
      const header = screen.getByRole('banner');
      expect(header.lastElementChild).toBe(screen.getByTestId('connectivity-banner'));
      expect(header.contains(screen.getByTestId('update-prompt'))).toBe(true);
    } finally {
      act(() => {
        updateWaiting$.next(false);
        online$.next(true);
      });
    }
  });

  it('counts the writes waiting on the device in the header, and asks before a sign-out would forget them', () => {
    signedIn();
    at('/budgets');
    const write = (seq: number): PendingWrite => ({
      seq,
      key: `POST /outcomes#${seq}`,
      userId: 'u1',
      method: 'POST',
      url: '/outcomes',
      label: `הוצאה ${seq}`,
      kind: '/outcomes',
      createdAt: 0,
    });
    expect(screen.queryByTestId('pending-writes')).toBeNull();
    act(() => outbox$.next({ pending: [write(1), write(2)], refused: [] }));
    expect(screen.getByTestId('pending-writes').textContent).toContain('2 פעולות ממתינות לשליחה');
    fireEvent.click(screen.getByRole('button', { name: 'התנתקות' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('2 פעולות שמורות רק במכשיר הזה');
    fireEvent.click(screen.getByRole('button', { name: 'להישאר מחובר/ת' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('banner').textContent).toContain('דנה');
    act(() =>
      outbox$.next({ pending: [], refused: [{ ...write(3), status: 409, message: 'x', refusedAt: 0 }] }),
    );
    expect(screen.getByTestId('refused-writes').textContent).toContain('הוצאה 3 — מתנגש עם רשומה שכבר נשמרה');
    act(() => outbox$.next({ pending: [], refused: [] }));
  });

  it('welcomes a visitor in Hebrew at / and links only to what a visitor can open', () => {
    visitor();
    at('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ברוכים הבאים לכספית');
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const { route } of areas) expect(links).not.toContain(route);
    expect(links).toEqual(expect.arrayContaining(['/announcements', '/contact-us']));
    expect(screen.queryByTestId('welcome-notice')).toBeNull();
    expect(screen.getByTestId('shell-layout').getAttribute('data-shared-auth-instance')).toBe(
      getSharedAuthInstanceId(),
    );
  });

  it('shows a mount point for the open area and a Hebrew fallback only while its remote has failed', () => {
    signedIn();
    at('/budgets');
    expect(document.getElementById('remote-area-mfe-budgets')!.hidden).toBe(false);
    expect(document.getElementById('remote-area-mfe-records')!.hidden).toBe(true);
    expect(screen.queryByTestId('remote-fallback-mfe-budgets')).toBeNull();
    act(() => markFailed('mfe-budgets'));
    expect(screen.getByTestId('remote-fallback-mfe-budgets').textContent).toContain('תקציבים');
    act(() => markRecovered('mfe-budgets'));
    expect(screen.queryByTestId('remote-fallback-mfe-budgets')).toBeNull();
  });

  it("does not show a failed remote's fallback in another area, and says when a page does not exist", () => {
    signedIn();
    markFailed('mfe-budgets');
    at('/records');
    expect(screen.queryByTestId('remote-fallback-mfe-budgets')).toBeNull();
    cleanup();
    at('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('הדף לא נמצא');
  });

  it('says on / that a deleted account and its data are gone', () => {
    visitor();
    at('/?account=deleted');
    expect(screen.getByTestId('welcome-notice').textContent).toContain('החשבון שלכם נמחק');
  });

  it('sends a visitor from a private area to /, and a signed-in user from / to /main', () => {
    visitor();
    at('/budgets');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ברוכים הבאים לכספית');
    expect(screen.getByTestId('welcome-notice').textContent).toContain('"תקציבים" יש להתחבר');
    expect(document.getElementById('remote-area-mfe-budgets')!.hidden).toBe(true);
    cleanup();
    signedIn();
    at('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('שלום, דנה');
  });

  it('covers the page with the loading overlay until the session is initialised', () => {
    session$.next({ initialized: false, user: null });
    at('/');
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    act(() => visitor());
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });
});
