import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { online$ } from '../api/connectivity.js';
import { LoadFailed } from './index.js';

afterEach(() => {
  cleanup();
  online$.next(true);
});

describe('LoadFailed', () => {
  it('says the data could not be read and reads again on "ניסיון חוזר"', () => {
    const retry = vi.fn();
    render(
      <LoadFailed onRetry={retry} className="krec-failed" buttonClassName="krec-button" testId="x-failed" />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('לא הצלחנו לטעון את הנתונים');
    expect(alert.className).toBe('krec-failed');
    expect(screen.getByTestId('x-failed')).toBe(alert);
    fireEvent.click(screen.getByRole('button', { name: 'ניסיון חוזר' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('reads again by itself when the service answers again, and only then', () => {
    const retry = vi.fn();
    render(<LoadFailed onRetry={retry} message="החיפוש נכשל" />);
    expect(screen.getByRole('alert').textContent).toContain('החיפוש נכשל');
    online$.next(false);
    expect(retry).not.toHaveBeenCalled();
    online$.next(true);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('stops listening once it is gone', () => {
    const retry = vi.fn();
    render(<LoadFailed onRetry={retry} />).unmount();
    online$.next(false);
    online$.next(true);
    expect(retry).not.toHaveBeenCalled();
  });
});
