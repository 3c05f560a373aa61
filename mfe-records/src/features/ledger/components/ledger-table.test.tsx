import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { buildLedger } from '../logic/ledger-rows.js';
import { LedgerTable, ROW_HEIGHT } from './ledger-table.js';

afterEach(cleanup);

const outcomes = Array.from({ length: 5000 }, (_, i) => ({
  id: `o${i}`,
  date: '2026-03-01',
  amount: 1 + i,
  category: 'שונות',
  description: `הוצאה ${i}`,
}));
const rows = buildLedger({ outcomes, incomes: [], recurringPayments: [] }, '2026-03', {
  startDay: 1,
  endDay: 31,
  endMonth: 0,
});

describe('LedgerTable', () => {
  it('keeps only a window of 5,000 rows in the DOM and moves it as the page scrolls', () => {
    const noop = () => undefined;
    render(
      <LedgerTable
        rows={rows}
        sort={{ key: 'date', direction: 'desc' }}
        onSort={noop}
        onEdit={noop}
        onDelete={noop}
      />,
    );
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('5001');
    const first = screen.getAllByTestId('ledger-row');
    expect(first.length).toBeLessThan(40);
    expect(first[0]!.textContent).toContain('הוצאה 0');
    // The page has scrolled 3,000 rows past the ledger's top.
    const viewport = first[0]!.parentElement!.parentElement!;
    viewport.getBoundingClientRect = () => ({ top: -ROW_HEIGHT * 3000 }) as DOMRect;
    fireEvent.scroll(window);
    const moved = screen.getAllByTestId('ledger-row');
    expect(moved.length).toBeLessThan(40);
    expect(moved.some((r) => r.textContent?.includes('הוצאה 3000'))).toBe(true);
  });
});
