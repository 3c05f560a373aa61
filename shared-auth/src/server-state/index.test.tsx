import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { session$ } from '../buses/session.js';
import { writesDelivered$ } from '../outbox/state.js';
import { ServerStateProvider } from './provider.js';
import { afterAcknowledgedWrite, queryClient } from './query-client.js';
import { readsOf, writtenBy, type Resource } from './resources.js';

afterEach(() => {
  cleanup();
  queryClient.clear();
});

/** A mounted read of `key` (depending on `reads`), counting how often it went to the API. */
function mountedRead(key: string, reads?: readonly Resource[]) {
  const read = vi.fn(async () => key);
  renderHook(() => useQuery({ queryKey: [key], queryFn: read, ...(reads ? { meta: { reads } } : {}) }), {
    wrapper: ServerStateProvider,
  });
  return read;
}

describe('writtenBy', () => {
  it('names what a write changes, everything when it may change anything, nothing for writes that store nothing', () => {
    expect(writtenBy('/outcomes/o1')).toEqual(new Set(['records']));
    expect(writtenBy('/recurring-payments/r1/skip')).toEqual(new Set(['records']));
    expect(writtenBy('/discounts')).toEqual(new Set(['discounts']));
    expect(writtenBy('/users/u1/budgets')).toEqual(new Set(['budgets']));
    expect(writtenBy('/users/u1/bank-account-balance?month=2026-03')).toEqual(new Set(['balance']));
    expect(writtenBy('/users/u1/categories/x/name')).toBe('all');
    expect(writtenBy('/restore')).toBe('all');
    for (const url of ['/auth/google-signin', '/contact', '/ai/ask', '/client-errors'])
      expect(writtenBy(url), url).toBeNull();
  });

  it('reads depend on what their meta names, or their key’s resource, or else everything', () => {
    expect(readsOf({ queryKey: ['ledger'], meta: { reads: ['records'] } })).toEqual(['records']);
    expect(readsOf({ queryKey: ['budgets', '2026-03'], meta: undefined })).toEqual(['budgets']);
    expect(readsOf({ queryKey: ['month-summary'], meta: undefined })).toHaveLength(5);
  });
});

describe('the page query client', () => {
  it('reads again the mounted queries a write changed, and leaves the others', async () => {
    const ledger = mountedRead('ledger', ['records']);
    const budgets = mountedRead('budgets');
    const summary = mountedRead('month-summary');
    await waitFor(() => expect(summary).toHaveBeenCalledTimes(1));
    expect(ledger).toHaveBeenCalledTimes(1);
    expect(budgets).toHaveBeenCalledTimes(1);

    act(() => afterAcknowledgedWrite('/outcomes'));
    await waitFor(() => expect(ledger).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(summary).toHaveBeenCalledTimes(2));
    expect(budgets).toHaveBeenCalledTimes(1);

    act(() => afterAcknowledgedWrite('/contact'));
    act(() => writesDelivered$.next());
    await waitFor(() => expect(budgets).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(ledger).toHaveBeenCalledTimes(3));
  });

  it('forgets every read when the person signs out', async () => {
    await queryClient.fetchQuery({ queryKey: ['ledger'], queryFn: async () => 'rows' });
    expect(queryClient.getQueryData(['ledger'])).toBe('rows');
    session$.next({ initialized: true, user: null });
    expect(queryClient.getQueryData(['ledger'])).toBeUndefined();
  });
});
