import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  afterAcknowledgedWrite,
  pickMonth,
  queryClient,
  ServerStateProvider,
  session$,
} from '@kaspit/shared-auth';
import { EntriesList } from './entries-list.js';
import { withNextPage } from '../logic/month-pages.js';
import { testUser } from '@kaspit/shared-auth/testing';

const apiCall = vi.fn();
vi.mock('@kaspit/shared-auth', async (original) => ({
  ...(await original<typeof import('@kaspit/shared-auth')>()),
  apiCall: (config: unknown) => apiCall(config),
  loadUserData: () => Promise.resolve(),
}));

const outcome = (n: number) => ({
  id: `o${n}`,
  date: '2026-03-10',
  amount: 10,
  category: 'שונות',
  description: `הוצאה ${n}`,
});

beforeEach(() => {
  apiCall.mockReset();
  pickMonth({ year: 2026, month: 3 });
  session$.next({
    initialized: true,
    user: testUser({ id: 'u1', email: 'a@b.c', displayName: 'א' }),
  });
});
afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('EntriesList', () => {
  it("reads the month page by page and shows the whole month's count and sum from the first page", async () => {
    apiCall.mockImplementation(async ({ params }: { params: { cursor?: string } }) =>
      params.cursor === 'c1'
        ? { outcomes: [outcome(3)], nextCursor: null, totals: { count: 3, amount: 30 } }
        : { outcomes: [outcome(1), outcome(2)], nextCursor: 'c1', totals: { count: 3, amount: 30 } },
    );
    render(<EntriesList kind="expense" onEdit={() => undefined} />, { wrapper: ServerStateProvider });
    const total = await screen.findByTestId('entries-total');
    expect(total.dataset.count).toBe('3');
    expect(total.dataset.agorot).toBe('3000');
    expect(screen.getAllByTestId('entry')).toHaveLength(2);
    expect(apiCall).toHaveBeenCalledWith({ url: '/outcomes', params: { month: '2026-03', limit: 100 } });

    fireEvent.click(screen.getByRole('button', { name: 'הצגת רשומות נוספות' }));
    await waitFor(() => expect(screen.getAllByTestId('entry')).toHaveLength(3));
    expect(apiCall).toHaveBeenLastCalledWith({
      url: '/outcomes',
      params: { month: '2026-03', limit: 100, cursor: 'c1' },
    });
    expect(screen.queryByTestId('entries-more')).toBeNull();
    expect(screen.getByTestId('entries-total').dataset.agorot).toBe('3000');
  });

  it('reads the month again after a write to records anywhere on the page', async () => {
    let count = 1;
    apiCall.mockImplementation(async () => ({
      outcomes: Array.from({ length: count }, (_, i) => outcome(i)),
      nextCursor: null,
      totals: { count, amount: count * 10 },
    }));
    render(<EntriesList kind="expense" onEdit={() => undefined} />, { wrapper: ServerStateProvider });
    await waitFor(() => expect(screen.getAllByTestId('entry')).toHaveLength(1));
    count = 2;
    act(() => afterAcknowledgedWrite('/outcomes'));
    await waitFor(() => expect(screen.getAllByTestId('entry')).toHaveLength(2));
    expect(screen.getByTestId('entries-total').dataset.count).toBe('2');
  });
});

describe('withNextPage', () => {
  it('adds a page without repeating a row already held, keeping the month totals', () => {
    const first = { rows: [outcome(1), outcome(2)], cursor: 'c1', count: 3, agorot: 3000 };
    const next = withNextPage(first, {
      rows: [outcome(2), outcome(3)],
      nextCursor: null,
      totals: { count: 4, amount: 40 },
    });
    expect(next.rows.map((r) => r.id)).toEqual(['o1', 'o2', 'o3']);
    expect(next).toMatchObject({ cursor: null, count: 3, agorot: 3000 });
  });
});
