import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn, toSelectedDate, monthOf } from '@kaspit/domain';
import { pickMonth, ServerStateProvider, session$ } from '@kaspit/shared-auth';
import { DiscountsPage } from './discounts-page.js';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@kaspit/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@kaspit/shared-auth')>()),
  apiCall,
  showToast: vi.fn(),
  loadUserData: vi.fn(),
}));

const user = { id: 'u1', email: 'a@b.c', displayName: 'א', photoURL: null, categories: [] };
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
});
