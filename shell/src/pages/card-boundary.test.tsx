import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardBoundary } from './card-boundary.js';

afterEach(cleanup);

function Broken(): never {
  throw new Error('Invalid amount 0.30000000000000004');
}

describe('CardBoundary', () => {
  it('shows a Hebrew notice in place of a card that throws and leaves its siblings on the page', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ul>
        <li>
          <CardBoundary>
            <Broken />
          </CardBoundary>
        </li>
        <li>
          <CardBoundary>
            <span>יתרה: ₪100</span>
          </CardBoundary>
        </li>
      </ul>,
    );
    expect(screen.getByRole('alert').textContent).toContain('לא הצלחנו להציג');
    expect(screen.getByText('יתרה: ₪100')).toBeTruthy();
    quiet.mockRestore();
  });
});
