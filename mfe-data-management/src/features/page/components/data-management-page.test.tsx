import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { queryClient, ServerStateProvider, session$ } from '@kaspit/shared-auth';
import { testUser } from '@kaspit/shared-auth/testing';
import { exportTexts, importTexts, listTexts, tabs } from '../../../messages.js';
import { DataManagementPage } from './data-management-page.js';

// The page's reads never answer here: what is tested is which tab shows what.
vi.mock('@kaspit/shared-auth', async (original) => ({
  ...(await original<typeof import('@kaspit/shared-auth')>()),
  apiCall: () => new Promise(() => undefined),
}));

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('DataManagementPage', () => {
  it('opens on the expense form, and the import/export and lists tabs (chunks of their own) when chosen', async () => {
    session$.next({ initialized: true, user: testUser({ id: 'u1', email: 'a@b.c', displayName: 'א' }) });
    render(
      <ServerStateProvider>
        <DataManagementPage />
      </ServerStateProvider>,
    );
    expect(screen.getByRole('tab', { name: tabs.expense }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('heading', { name: importTexts.title })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: tabs.importExport }));
    expect(await screen.findByRole('heading', { name: importTexts.title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: exportTexts.title })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: tabs.lists }));
    expect(await screen.findByRole('heading', { name: listTexts.lists.paymentMethods.title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: importTexts.title })).toBeNull();
  });
});
