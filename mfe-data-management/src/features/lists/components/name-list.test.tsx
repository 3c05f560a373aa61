import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiRequestError, session$, toast$, type LocalUser } from '@kaspit/shared-auth';
import { listTexts } from '../../../messages.js';
import { ListsTab } from './lists-tab.js';
import { testUser } from '@kaspit/shared-auth/testing';

const apiCall = vi.fn();
const loadUserData = vi.fn(() => Promise.resolve());
vi.mock('@kaspit/shared-auth', async (original) => ({
  ...(await original<typeof import('@kaspit/shared-auth')>()),
  apiCall: (config: unknown) => apiCall(config),
  loadUserData: () => loadUserData(),
}));

const person = (categories: string[]): LocalUser =>
  testUser({
    id: 'u1',
    email: 'a@b.c',
    displayName: 'א',
    categories: categories.map((categoryName) => ({ categoryName, budgetAmount: 0 })),
    paymentMethods: [{ paymentMethodName: 'ביט' }, { paymentMethodName: 'מזומן' }],
  });

let toasts: { message: string; type: string }[] = [];
const subscriptions = [toast$.subscribe((t) => toasts.push(t))];
beforeEach(() => {
  apiCall.mockReset();
  loadUserData.mockClear();
  toasts = [];
  session$.next({ initialized: true, user: person(['סופר', 'מסעדות']) });
});
afterEach(cleanup);
afterAll(() => subscriptions.forEach((s) => s.unsubscribe()));

function startRename(name: string, to: string) {
  fireEvent.click(screen.getByRole('button', { name: `${listTexts.rename}: ${name}` }));
  const field = screen.getByLabelText(listTexts.renameTo(name));
  fireEvent.change(field, { target: { value: to } });
  fireEvent.click(screen.getByRole('button', { name: listTexts.save }));
  return field;
}

describe('renaming a list name', () => {
  it('calls the rename route, stores the returned user and reloads the entries and shared data', async () => {
    apiCall.mockResolvedValue({ userData: person(['מזון וסופר', 'מסעדות']) });
    render(<ListsTab />);
    startRename('סופר', ' מזון וסופר ');
    expect(screen.getByText(listTexts.explainRename)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('מזון וסופר')).toBeTruthy());
    expect(apiCall).toHaveBeenCalledTimes(1);
    expect(apiCall.mock.calls[0]![0]).toEqual({
      method: 'PATCH',
      url: `/users/u1/categories/${encodeURIComponent('סופר')}/name`,
      data: { newName: 'מזון וסופר' },
    });
    expect(screen.queryByText('סופר', { exact: true })).toBeNull();
    expect(screen.queryByLabelText(listTexts.renameTo('סופר'))).toBeNull();
    expect(loadUserData).toHaveBeenCalledTimes(1);
    expect(loadUserData).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([expect.objectContaining({ message: listTexts.renamed, type: 'success' })]);
  });

  it('uses the payment-methods route for a payment method', async () => {
    apiCall.mockResolvedValue({ userData: person(['סופר']) });
    render(<ListsTab />);
    startRename('ביט', 'Bit');
    await waitFor(() => expect(apiCall).toHaveBeenCalledTimes(1));
    expect(apiCall.mock.calls[0]![0]).toMatchObject({
      url: `/users/u1/payments-methods/${encodeURIComponent('ביט')}/name`,
      data: { newName: 'Bit' },
    });
  });

  it('shows a name taken by another entry on the field, from its own check or from the API (409)', async () => {
    render(<ListsTab />);
    const field = startRename('סופר', ' מסעדות ');
    expect(await screen.findByText(listTexts.duplicate)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(apiCall).not.toHaveBeenCalled();

    apiCall.mockRejectedValue(new ApiRequestError('Category already exists', 409, {}));
    fireEvent.change(field, { target: { value: 'בילויים' } });
    fireEvent.click(screen.getByRole('button', { name: listTexts.save }));
    await waitFor(() => expect(apiCall).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(listTexts.duplicate)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('בילויים');
    expect(toasts).toEqual([expect.objectContaining({ message: listTexts.failed, type: 'error' })]);
    expect(loadUserData).toHaveBeenCalledTimes(0);
  });

  it("shows the API's field error on the field", async () => {
    apiCall.mockRejectedValue(
      new ApiRequestError('Validation failed', 400, {
        data: { errors: [{ path: 'newName', message: 'must not start with $' }] },
      }),
    );
    render(<ListsTab />);
    startRename('סופר', '$קניות');
    expect(await screen.findByText(listTexts.invalidName)).toBeTruthy();
    expect(screen.getByLabelText(listTexts.renameTo('סופר'))).toBeTruthy();
  });

  it('reloads the lists when the name is gone (renamed or deleted in another tab)', async () => {
    apiCall.mockRejectedValue(new ApiRequestError('Category not found', 404, {}));
    render(<ListsTab />);
    startRename('סופר', 'קניות');
    await waitFor(() => expect(loadUserData).toHaveBeenCalledTimes(1));
    expect(loadUserData).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([expect.objectContaining({ message: listTexts.gone, type: 'error' })]);
  });

  it('sends one request for two quick clicks', async () => {
    let finish: (value: unknown) => void = () => undefined;
    apiCall.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<ListsTab />);
    startRename('סופר', 'קניות');
    fireEvent.submit(screen.getByLabelText(listTexts.renameTo('סופר')).closest('form')!);
    await waitFor(() => expect(apiCall).toHaveBeenCalledTimes(1));
    finish({ userData: person(['קניות', 'מסעדות']) });
    await waitFor(() => expect(screen.getByText('קניות')).toBeTruthy());
    expect(apiCall).toHaveBeenCalledTimes(1);
  });
});
