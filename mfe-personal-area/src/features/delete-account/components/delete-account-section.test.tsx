import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session$ } from '@kaspit/shared-auth';
import { DeleteAccountSection } from './delete-account-section.js';
import { testUser } from '@kaspit/shared-auth/testing';

const mocks = vi.hoisted(() => ({ apiCall: vi.fn(), signOut: vi.fn() }));
vi.mock('@kaspit/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@kaspit/shared-auth')>()),
  ...mocks,
}));

afterEach(() => {
  cleanup();
  act(() => session$.next({ initialized: true, user: null }));
});

describe('DeleteAccountSection', () => {
  it('deletes only after the typed confirmation, then signs out and goes to /', async () => {
    window.history.pushState(null, '', '/personal-area');
    session$.next({
      initialized: true,
      user: testUser({ id: 'u1', email: 'a@b.c', displayName: 'א' }),
    });
    mocks.apiCall.mockResolvedValue({});
    mocks.signOut.mockResolvedValue(true);
    const popstate = vi.fn();
    window.addEventListener('popstate', popstate);
    render(<DeleteAccountSection />);

    const button = screen.getByRole('button', { name: 'מחיקת החשבון לצמיתות' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'כדי לאשר, הקלידו: מחיקה' }), {
      target: { value: 'מחיקה' },
    });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(mocks.apiCall).toHaveBeenCalledWith({ method: 'DELETE', url: '/users/u1' });
    expect(mocks.signOut).toHaveBeenCalledOnce();
    expect(mocks.signOut.mock.invocationCallOrder[0]).toBeGreaterThan(
      mocks.apiCall.mock.invocationCallOrder[0]!,
    );
    expect(popstate).toHaveBeenCalled();
    window.removeEventListener('popstate', popstate);
  });
});
