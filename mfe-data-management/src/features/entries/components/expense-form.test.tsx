import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiRequestError, session$ } from '@kaspit/shared-auth';
import { errors } from '../../../messages.js';
import { ExpenseForm } from './expense-form.js';
import { testUser } from '@kaspit/shared-auth/testing';

const apiCall = vi.fn();
vi.mock('@kaspit/shared-auth', async (original) => ({
  ...(await original<typeof import('@kaspit/shared-auth')>()),
  apiCall: (config: unknown) => apiCall(config),
  loadUserData: () => Promise.resolve(),
}));

beforeEach(() => {
  apiCall.mockReset();
  session$.next({
    initialized: true,
    user: testUser({
      id: 'u1',
      email: 'a@b.c',
      displayName: 'א',
      categories: [{ categoryName: 'שונות', budgetAmount: 0 }],
      paymentMethods: [{ paymentMethodName: 'ביט' }],
    }),
  });
});
afterEach(cleanup);

function fill() {
  fireEvent.change(screen.getByLabelText('סכום (₪)'), { target: { value: '25' } });
  fireEvent.change(screen.getByLabelText('תיאור'), { target: { value: 'מונית' } });
  fireEvent.change(screen.getByLabelText('קטגוריה'), { target: { value: 'שונות' } });
}
const sentIds = () =>
  apiCall.mock.calls.map(([c]) => (c as { data: { outcomeData: { id: string } } }).data.outcomeData.id);

describe('ExpenseForm', () => {
  it('retries a failed create with the same id, keeps what was typed and shows the API field error', async () => {
    apiCall.mockRejectedValueOnce(
      new ApiRequestError('Validation failed', 400, {
        data: {
          errors: [{ path: 'outcomeData.category', message: 'category must be one of your categories' }],
        },
      }),
    );
    apiCall.mockResolvedValue({ outcomes: [] });
    render(<ExpenseForm />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect(screen.getByText(errors.category)).toBeTruthy());
    expect((screen.getByLabelText('תיאור') as HTMLInputElement).value).toBe('מונית');
    fireEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect((screen.getByLabelText('תיאור') as HTMLInputElement).value).toBe(''));
    const [first, retry] = sentIds();
    expect(retry).toBe(first);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect(apiCall).toHaveBeenCalledTimes(3));
    expect(sentIds()[2]).not.toBe(first);
  });

  it('sends one request for two quick clicks, and none while the form is invalid', async () => {
    let finish: (value: unknown) => void = () => undefined;
    apiCall.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<ExpenseForm />);
    fireEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(apiCall).not.toHaveBeenCalled();
    expect(screen.getAllByText(errors.required).length).toBeGreaterThan(0);
    fill();
    const save = screen.getByRole('button', { name: 'שמירה' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(apiCall).toHaveBeenCalledTimes(1));
    finish({ outcomes: [] });
    await waitFor(() => expect((screen.getByLabelText('תיאור') as HTMLInputElement).value).toBe(''));
    expect(apiCall).toHaveBeenCalledTimes(1);
  });
});
