import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { getSharedAuthInstanceId } from '@kaspit/shared-auth';
import { areas } from '../areas.js';
import { failedRemotes$, markFailed, markRecovered } from '../remotes/failures.js';
import { Layout } from './layout.js';

afterEach(() => {
  cleanup();
  failedRemotes$.next(new Set());
});

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Layout />
    </MemoryRouter>,
  );

describe('Layout', () => {
  it('welcomes in Hebrew at / and links to every area', () => {
    at('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ברוכים הבאים לכספית');
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(areas.map((a) => a.route)));
    expect(screen.getByTestId('shell-layout').getAttribute('data-shared-auth-instance')).toBe(
      getSharedAuthInstanceId(),
    );
  });

  it('shows a mount point for the open area and a Hebrew fallback only while its remote has failed', () => {
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
    markFailed('mfe-budgets');
    at('/records');
    expect(screen.queryByTestId('remote-fallback-mfe-budgets')).toBeNull();
    cleanup();
    at('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('הדף לא נמצא');
  });
});
