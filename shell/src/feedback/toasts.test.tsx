import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, toast$ } from '@kaspit/shared-auth';
import { TOAST_DEFAULT_MS, TOAST_FADE_MS, Toasts } from './toasts.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toasts', () => {
  it('shows a toast from the shared bus, fades it for 300 ms after 3000 ms, then removes it', () => {
    render(<Toasts />);
    act(() => showToast('התחברת בהצלחה'));
    const toast = screen.getByTestId('toast');
    expect(toast.className).toContain('shell-toast--success');
    act(() => vi.advanceTimersByTime(2999));
    expect(toast.className).not.toContain('leaving');
    act(() => vi.advanceTimersByTime(1));
    expect(toast.className).toContain('shell-toast--leaving');
    act(() => vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('uses 4000 ms when a toast names no time, and closes from its Hebrew close button', () => {
    render(<Toasts />);
    act(() => toast$.next({ id: 999, message: 'שגיאה', type: 'error', autoCloseTime: 0 }));
    expect(screen.getByRole('alert').className).toContain('shell-toast--error');
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_MS - 1));
    expect(screen.getByRole('alert').className).not.toContain('leaving');
    fireEvent.click(screen.getByRole('button', { name: 'סגירה' }));
    act(() => vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
