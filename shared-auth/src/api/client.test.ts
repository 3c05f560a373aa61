import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, online$ } from './client.js';
import { apiCall } from './api-call.js';
import { sessionExpired$ } from './refresh.js';
import { STORAGE_KEYS } from '../session/storage.js';
import { queryClient } from '../server-state/query-client.js';

// The page's axios client (created, as in the browser, with its first use).
const client = await apiClient();

/** A fake backend behind axios: the access token `fresh` is valid, anything else is 401. */
function backend(
  options: {
    refreshFails?: boolean;
    refreshTransient?: ((config: InternalAxiosRequestConfig) => AxiosResponse)[];
  } = {},
) {
  const calls = { refresh: 0, data: 0 };
  const transient = [...(options.refreshTransient ?? [])];
  const reply = (config: InternalAxiosRequestConfig, status: number, data: unknown) => {
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  const adapter: AxiosAdapter = async (config) => {
    if (config.url?.endsWith('/auth/refresh')) {
      calls.refresh += 1;
      await new Promise((r) => setTimeout(r, 20));
      const failure = transient.shift();
      if (failure) return failure(config);
      if (options.refreshFails)
        return {
          data: { isSuccess: false, message: 'Token refresh failed' },
          status: 401,
          statusText: '',
          headers: {},
          config,
        };
      return reply(config, 200, {
        isSuccess: true,
        message: 'ok',
        data: { tokens: { accessToken: 'fresh', refreshToken: 'r2', expiresIn: 900 } },
      });
    }
    calls.data += 1;
    if (config.headers.Authorization !== 'Bearer fresh')
      return reply(config, 401, { isSuccess: false, message: 'Invalid or expired token' });
    if (config.url === '/soft-fail') return reply(config, 200, { isSuccess: false, message: '' });
    return reply(config, 200, { isSuccess: true, message: 'ok', data: { n: 1 } });
  };
  client.defaults.adapter = adapter;
  axios.defaults.adapter = adapter;
  return calls;
}

beforeEach(() => {
  sessionStorage.setItem(STORAGE_KEYS.accessToken, 'stale');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'r1');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'u1' }));
});
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('apiClient', () => {
  it('refreshes first when there is a refresh token but no access token (a new tab): no request is sent to fail', async () => {
    const calls = backend();
    sessionStorage.removeItem(STORAGE_KEYS.accessToken);
    const results = await Promise.all(
      Array.from({ length: 3 }, () => apiCall<{ n: number }>({ url: '/outcomes' })),
    );
    expect(results).toEqual(Array(3).fill({ n: 1 }));
    expect(calls.refresh).toBe(1);
    expect(calls.data).toBe(3);
  });

  it('sends requests made together each in a task of its own', async () => {
    const calls = backend();
    sessionStorage.setItem(STORAGE_KEYS.accessToken, 'fresh');
    const all = Promise.all(Array.from({ length: 3 }, () => apiCall({ url: '/outcomes' })));
    // However many microtasks pass, no request leaves before the page has had a task's turn.
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect(calls.data).toBe(0);
    await all;
    expect(calls.data).toBe(3);
  });

  it('turns five concurrent 401s into one refresh and retries each once with the new token', async () => {
    const calls = backend();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => apiCall<{ n: number }>({ url: '/outcomes' })),
    );
    expect(results).toEqual(Array(5).fill({ n: 1 }));
    expect(calls.refresh).toBe(1);
    expect(calls.data).toBe(10);
    expect(sessionStorage.getItem(STORAGE_KEYS.accessToken)).toBe('fresh');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r2');
  });

  it('clears the session and announces expiry when the refresh fails', async () => {
    backend({ refreshFails: true });
    const expired: string[] = [];
    const subscription = sessionExpired$.subscribe((m) => expired.push(m));
    await expect(apiCall({ url: '/outcomes' })).rejects.toThrow('Token refresh failed');
    subscription.unsubscribe();
    expect(expired).toEqual(['Token refresh failed']);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('keeps the session through a 429, a 503 and a network error from refresh, goes offline, and retries with back-off', async () => {
    const calls = backend({
      refreshTransient: [
        (config) => ({
          data: { isSuccess: false, message: 'Too many requests' },
          status: 429,
          statusText: '',
          headers: {},
          config,
        }),
        (config) => ({
          data: { isSuccess: false, message: 'Service temporarily unavailable' },
          status: 503,
          statusText: '',
          headers: {},
          config,
        }),
        (config) => {
          throw new AxiosError('Network Error', 'ERR_NETWORK', config);
        },
      ],
    });
    const expired: string[] = [];
    const subscription = sessionExpired$.subscribe((m) => expired.push(m));
    const offline: boolean[] = [];
    const watching = online$.subscribe((up) => offline.push(!up));
    const started = Date.now();
    const result = apiCall<{ n: number }>({ url: '/outcomes' });
    // Still retrying: the person is signed in and told the connection failed.
    await vi.waitFor(() => expect(online$.getValue()).toBe(false));
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r1');
    expect(await result).toEqual({ n: 1 });
    const waited = Date.now() - started;
    subscription.unsubscribe();
    watching.unsubscribe();
    expect(expired).toEqual([]);
    expect(calls.refresh).toBe(4);
    // Back-off of 1 s, then 1.5 s, then 2.25 s between the four attempts.
    expect(waited).toBeGreaterThanOrEqual(4500);
    expect(offline).toContain(true);
    expect(online$.getValue()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r2');
  }, 15_000);

  it('goes offline on a 503 from any call and back online with the next answer', async () => {
    backend();
    sessionStorage.setItem(STORAGE_KEYS.accessToken, 'fresh');
    const adapter = client.defaults.adapter as AxiosAdapter;
    client.defaults.adapter = async (config) => {
      throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, {
        data: { isSuccess: false, message: 'Service temporarily unavailable' },
        status: 503,
        statusText: '',
        headers: {},
        config,
      });
    };
    await expect(apiCall({ url: '/outcomes' })).rejects.toThrow('Service temporarily unavailable');
    expect(online$.getValue()).toBe(false);
    client.defaults.adapter = adapter;
    await apiCall({ url: '/outcomes' });
    expect(online$.getValue()).toBe(true);
  });

  it('says "No refresh token" when there is none to use', async () => {
    backend();
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    await expect(apiCall({ url: '/outcomes' })).rejects.toThrow('No refresh token');
  });

  it('treats isSuccess false as a failure, with "Operation failed" when the server gave no message', async () => {
    backend();
    sessionStorage.setItem(STORAGE_KEYS.accessToken, 'fresh');
    await expect(apiCall({ url: '/soft-fail' })).rejects.toThrow('Operation failed');
  });

  it('reports a backend that does not answer in 10 s and goes offline until the next answer', async () => {
    client.defaults.adapter = async (config) => {
      throw new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED', config);
    };
    await expect(apiCall({ url: '/outcomes' })).rejects.toThrow("Backend didn't respond within 10 seconds.");
    expect(online$.getValue()).toBe(false);
    backend();
    sessionStorage.setItem(STORAGE_KEYS.accessToken, 'fresh');
    await apiCall({ url: '/outcomes' });
    expect(online$.getValue()).toBe(true);
  });

  it('reports a connection that failed outright', async () => {
    client.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    await expect(apiCall({ url: '/outcomes' })).rejects.toThrow('Connection failed.');
  });

  it('marks stale the cached reads of what an acknowledged write changed, and nothing after a read or a refusal', async () => {
    backend();
    sessionStorage.setItem(STORAGE_KEYS.accessToken, 'fresh');
    const cached = async () => {
      queryClient.clear();
      for (const key of ['records', 'discounts'])
        await queryClient.fetchQuery({ queryKey: [key], queryFn: async () => key });
    };
    const stale = () =>
      ['records', 'discounts'].filter((key) => queryClient.getQueryState([key])?.isInvalidated);

    await cached();
    await apiCall({ url: '/outcomes' });
    expect(stale()).toEqual([]);
    await apiCall({ method: 'POST', url: '/outcomes', data: {} });
    expect(stale()).toEqual(['records']);

    await cached();
    sessionStorage.setItem(STORAGE_KEYS.accessToken, 'revoked');
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    await expect(apiCall({ method: 'DELETE', url: '/discounts/d1' })).rejects.toThrow();
    expect(stale()).toEqual([]);
    queryClient.clear();
  });
});
