import axios, { type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../api/client.js';
import { session$ } from '../buses/session.js';
import { STORAGE_KEYS } from '../session/storage.js';
import { loadUserData, rememberProviderPhoto, userData$ } from './user-data.js';
import { testUser } from '../testing.js';

// The page's axios client (created, as in the browser, with its first use).
const client = await apiClient();

const user = testUser({ id: 'u1', email: 'dana@example.com', displayName: 'דנה', photoURL: 'old.png' });
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(
      `${config.method} ${config.url}${config.params?.limit ? `?limit=${config.params.limit}` : ''}`,
    );
    const key = String(config.url).split('/')[1]!;
    const data =
      key === 'users'
        ? { userData: { ...user, photoURL: config.method === 'patch' ? 'new.png' : user.photoURL } }
        : {
            [key === 'recurring-payments' ? 'recurringPayments' : key]: [{ id: `${key}-1` }],
            ...(config.params?.limit ? { totals: { count: 4200, amount: 12.5 }, nextCursor: 'c' } : {}),
          };
    return {
      data: { isSuccess: true, message: 'ok', data },
      status: 200,
      statusText: '',
      headers: {},
      config,
    };
  };
  client.defaults.adapter = adapter;
  axios.defaults.adapter = adapter;
  sessionStorage.setItem(STORAGE_KEYS.accessToken, 'a');
  session$.next({ initialized: true, user });
});
afterEach(() => {
  session$.next({ initialized: true, user: null });
  rememberProviderPhoto(null);
  sessionStorage.clear();
});

describe('loadUserData', () => {
  it("reads the selected month's first page and totals of outcomes and incomes, never the whole history", async () => {
    await loadUserData({ pathname: '/main' });
    expect(calls).toEqual(
      expect.arrayContaining(['get /outcomes?limit=50', 'get /incomes?limit=50', 'get /recurring-payments']),
    );
    expect(calls).not.toContain('get /outcomes');
    expect(userData$.getValue()).toMatchObject({
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
      totals: { outcomes: { count: 4200, amount: 12.5 }, incomes: { count: 4200, amount: 12.5 } },
    });
  });

  it('loads profile and every list once, syncs a changed provider photo, and skips a refetch within 5 minutes', async () => {
    rememberProviderPhoto('new.png');
    await loadUserData({ pathname: '/main' });
    expect(userData$.getValue()).toMatchObject({
      status: 'ready',
      outcomes: [{ id: 'outcomes-1' }],
      recurringPayments: [{ id: 'recurring-payments-1' }],
    });
    expect(calls).toContain('patch /users/u1/profile');
    expect(session$.getValue().user!.photoURL).toBe('new.png');
    const count = calls.length;
    await loadUserData({ pathname: '/records' });
    expect(calls).toHaveLength(count);
    await loadUserData({ pathname: '/records', force: true });
    expect(calls.length).toBeGreaterThan(count);
  });

  it('is skipped on / and forgets everything on sign-out', async () => {
    session$.next({ initialized: true, user: null });
    session$.next({ initialized: true, user });
    await loadUserData({ pathname: '/' });
    expect(calls).toEqual([]);
    await loadUserData({ pathname: '/main' });
    session$.next({ initialized: true, user: null });
    expect(userData$.getValue()).toMatchObject({ status: 'idle', outcomes: [], loadedAt: null });
  });

  it("reports 'Failed to fetch user data' when a call fails", async () => {
    client.defaults.adapter = async () => {
      throw new Error('down');
    };
    session$.next({ initialized: true, user: null });
    session$.next({ initialized: true, user });
    await loadUserData({ pathname: '/main' });
    expect(userData$.getValue()).toMatchObject({ status: 'error', error: 'Failed to fetch user data' });
  });
});
