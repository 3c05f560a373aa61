import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  outbox$,
  pickMonth,
  ServerStateProvider,
  session$,
  WriteQueuedError,
  type PendingWrite,
} from '@kaspit/shared-auth';
import { BudgetsPage } from './budgets-page.js';
import { testUser } from '@kaspit/shared-auth/testing';

const apiCall = vi.hoisted(() => vi.fn());
const showToast = vi.hoisted(() => vi.fn());
vi.mock('@kaspit/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@kaspit/shared-auth')>()),
  apiCall,
  showToast,
}));

const user = testUser({ id: 'u1', email: 'a@b.c', displayName: 'א' });
let categories = [
  { categoryName: 'מזון וסופר', budgetAmount: 1000 },
  { categoryName: 'מסעדות', budgetAmount: 0 },
];

beforeEach(() => {
  pickMonth({ year: 2020, month: 3 }); // long over: the forecast is what was spent
  session$.next({ initialized: true, user });
  apiCall.mockImplementation(
    async ({ url, method, data }: { url: string; method?: string; data?: never }) => {
      if (url.endsWith('/budgets') && method === 'PATCH') {
        const { categoryName, budgetAmount } = data as unknown as {
          categoryName: string;
          budgetAmount: number;
        };
        categories = categories.map((c) => (c.categoryName === categoryName ? { ...c, budgetAmount } : c));
        return { categories };
      }
      if (url.endsWith('/budgets')) return { categories };
      if (url === '/statistics')
        return { statistics: { byCategory: [{ category: 'מזון וסופר', spent: 800, budget: 1000 }] } };
      if (url === '/outcomes') return { outcomes: [] };
      return { recurringPayments: [] };
    },
  );
});

afterEach(() => {
  cleanup();
  outbox$.next({ pending: [], refused: [] });
  act(() => session$.next({ initialized: true, user: null }));
});

describe('BudgetsPage', () => {
  it("draws the period and the copy action's explanation before the month's figures arrive, in the place they keep", async () => {
    let answer!: () => void;
    const waiting = new Promise<void>((resolve) => (answer = resolve));
    const reply = apiCall.getMockImplementation()!;
    apiCall.mockImplementation(async (call: never) => {
      await waiting;
      return reply(call);
    });
    const { container } = render(<BudgetsPage />, { wrapper: ServerStateProvider });
    expect(screen.getByTestId('budget-period').textContent).toContain('1.3.2020');
    const hint = screen.getByText(/התקציבים נשמרים לכל קטגוריה/);
    expect(screen.getByRole('button', { name: 'השלמת תקציבים לפי החודש הקודם' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('טוען תקציבים…')).toBeTruthy();
    const before = [...container.querySelectorAll('p')].indexOf(hint as HTMLParagraphElement);

    answer();
    expect(await screen.findByTestId('budget-totals')).toBeTruthy();
    // What was drawn first stays where it was: the figures come after it.
    expect([...container.querySelectorAll('p')].indexOf(hint as HTMLParagraphElement)).toBe(before);
    expect(screen.getByText(/התקציבים נשמרים לכל קטגוריה/)).toBe(hint);
    expect(screen.getByRole('button', { name: 'השלמת תקציבים לפי החודש הקודם' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('shows the 80% warning and saves a budget edited in place', async () => {
    render(<BudgetsPage />, { wrapper: ServerStateProvider });
    const food = await screen.findByText('מזון וסופר');
    const row = food.closest('li')!;
    expect(row.getAttribute('data-state')).toBe('warning');
    expect(within(row as HTMLElement).getByRole('status').textContent).toContain('80%');

    fireEvent.click(screen.getByRole('button', { name: /עריכת התקציב של מסעדות$/ }));
    const input = screen.getByRole('textbox', { name: 'תקציב למסעדות בשקלים' });
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.change(input, { target: { value: '450' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith({
        method: 'PATCH',
        url: '/users/u1/budgets',
        data: { categoryName: 'מסעדות', budgetAmount: 450 },
        outbox: { label: 'עדכון תקציב: מסעדות' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });

  it('a budget the API cannot take now waits on the device: shown as set, marked, and said so', async () => {
    const waiting = (budgetAmount: number): PendingWrite => ({
      seq: 1,
      key: 'PATCH /users/u1/budgets',
      userId: 'u1',
      method: 'PATCH',
      url: '/users/u1/budgets',
      data: { categoryName: 'מסעדות', budgetAmount },
      label: 'עדכון תקציב: מסעדות',
      kind: '/users',
      recordId: 'u1',
      createdAt: 0,
    });
    render(<BudgetsPage />, { wrapper: ServerStateProvider });
    await screen.findByText('מסעדות');
    const base = apiCall.getMockImplementation()!;
    apiCall.mockImplementation(async (config: { method?: string }) => {
      if (config.method !== 'PATCH') return base(config);
      // What shared-auth's outbox does when the API is out of reach: keeps the write, then says so.
      outbox$.next({ pending: [waiting(300)], refused: [] });
      throw new WriteQueuedError(waiting(300));
    });
    fireEvent.click(screen.getByRole('button', { name: /עריכת התקציב של מסעדות$/ }));
    const input = screen.getByRole('textbox', { name: 'תקציב למסעדות בשקלים' });
    fireEvent.change(input, { target: { value: '300' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(showToast).toHaveBeenCalledWith('נשמר במכשיר, יישלח כשהחיבור יחזור', 'warning', 5000);
    const row = screen.getByText('מסעדות').closest('li')!;
    expect(row.getAttribute('data-pending')).toBe('true');
    expect(within(row as HTMLElement).getByText('ממתין לשליחה')).toBeTruthy();
    expect(
      within(row as HTMLElement).getByRole('button', { name: /עריכת התקציב של מסעדות$/ }).textContent,
    ).toContain('300');

    // Delivered: the mark goes, and the page reads the budgets as the API stored them.
    act(() => outbox$.next({ pending: [], refused: [] }));
    await waitFor(() => expect(row.getAttribute('data-pending')).toBeNull());
  });
});
