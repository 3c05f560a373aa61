import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn, toSelectedDate, monthOf } from '@kaspit/domain';
import {
  outbox$,
  pickMonth,
  ServerStateProvider,
  session$,
  WriteQueuedError,
  type PendingWrite,
} from '@kaspit/shared-auth';
import { DiscountsPage } from './discounts-page.js';
import { testUser } from '@kaspit/shared-auth/testing';

const apiCall = vi.hoisted(() => vi.fn());
const showToast = vi.hoisted(() => vi.fn());
vi.mock('@kaspit/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@kaspit/shared-auth')>()),
  apiCall,
  showToast,
  loadUserData: vi.fn(),
}));

const user = testUser({ id: 'u1', email: 'a@b.c', displayName: 'א', categories: [] });
const today = todayIn();

beforeEach(() => {
  pickMonth(toSelectedDate(monthOf(today)));
  session$.next({ initialized: true, user });
  const stored = [
    {
      id: 'a',
      title: 'שובר קפה',
      discountType: 'fixed',
      value: 20,
      code: 'CAFE20',
      isUsed: false,
      expiresAt: addDays(today, 3),
    },
    { id: 'b', title: 'מועדון', discountType: 'percent', value: 10, isUsed: false },
  ];
  apiCall.mockImplementation(
    async ({ method, url, data }: { method?: string; url: string; data?: { discountData: object } }) => {
      if (method === 'PUT') return { discount: { id: url.split('/').pop(), ...data!.discountData } };
      return { discounts: stored };
    },
  );
});

afterEach(() => {
  cleanup();
  outbox$.next({ pending: [], refused: [] });
  act(() => session$.next({ initialized: true, user: null }));
});

describe('DiscountsPage', () => {
  it('sorts by expiry with a badge, and marking one used adds what it saved to the month', async () => {
    render(<DiscountsPage />, { wrapper: ServerStateProvider });
    const cards = await screen.findAllByTestId('discount-card');
    expect(cards.map((c) => c.querySelector('h2')!.textContent)).toEqual(['שובר קפה', 'מועדון']);
    expect(cards[0]!.textContent).toContain('פג בעוד 3 ימים');
    expect(screen.getByTestId('month-saved').querySelector('strong')!.getAttribute('data-agorot')).toBe('0');

    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'סימון כמנוצלת: שובר קפה' }));
    const form = screen.getByRole('form', { name: 'סימון שובר קפה כמנוצלת' });
    expect((within(form).getByRole('textbox') as HTMLInputElement).value).toBe('20');
    fireEvent.submit(form);

    await waitFor(() =>
      expect(screen.getByTestId('month-saved').querySelector('strong')!.getAttribute('data-agorot')).toBe(
        '2000',
      ),
    );
    expect(apiCall).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'PUT',
        url: '/discounts/a',
        data: {
          discountData: expect.objectContaining({
            isUsed: true,
            usedAt: today,
            savedAmount: 20,
            code: 'CAFE20',
          }),
        },
      }),
    );
    // the active filter no longer shows it
    expect(screen.getAllByTestId('discount-card')).toHaveLength(1);
  });

  it('a discount added and one marked used while the API is out of reach are shown as made, marked, and said so', async () => {
    // What shared-auth's outbox does when the API cannot be reached: keeps the write (in order), then says so.
    const kept: PendingWrite[] = [];
    apiCall.mockImplementation(async (config: { method?: string; url: string; data?: object }) => {
      if (!config.method)
        return {
          discounts: [{ id: 'a', title: 'שובר קפה', discountType: 'fixed', value: 20, isUsed: false }],
        };
      const body = config.data as { discountData: { id?: string } };
      const write = {
        seq: kept.length + 1,
        key: '',
        userId: 'u1',
        method: config.method,
        url: config.url,
        data: config.data,
        label: '',
        kind: '/discounts',
        recordId: config.url.split('/')[2] ?? body.discountData.id,
        createdAt: 0,
      } as PendingWrite;
      kept.push(write);
      outbox$.next({ pending: [...kept], refused: [] });
      throw new WriteQueuedError(write);
    });
    render(<DiscountsPage />, { wrapper: ServerStateProvider });
    const coffee = await screen.findByTestId('discount-card');

    fireEvent.click(within(coffee).getByRole('button', { name: 'סימון כמנוצלת: שובר קפה' }));
    fireEvent.submit(screen.getByRole('form', { name: 'סימון שובר קפה כמנוצלת' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('נשמר במכשיר, יישלח כשהחיבור יחזור', 'warning', 5000),
    );
    // Shown as used (under "used"), marked as waiting.
    fireEvent.click(screen.getByRole('button', { name: /^נוצלו/ }));
    const used = await screen.findByTestId('discount-card');
    expect(used.getAttribute('data-status')).toBe('used');
    expect(used.getAttribute('data-pending')).toBe('true');
    expect(within(used).getByText('ממתין לשליחה')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^פעילות/ }));
    fireEvent.click(screen.getByRole('button', { name: 'הוספת הנחה' }));
    fireEvent.change(screen.getByLabelText('שם ההטבה'), { target: { value: 'קופון ספרים' } });
    fireEvent.change(screen.getByLabelText('גובה ההנחה'), { target: { value: '15' } });
    fireEvent.submit(screen.getByRole('form', { name: 'הוספת הנחה' }));
    const added = await screen.findByText('קופון ספרים');
    expect(added.closest('li')!.getAttribute('data-pending')).toBe('true');
    expect(kept.map((w) => w.method)).toEqual(['PUT', 'POST']);
  });
});
